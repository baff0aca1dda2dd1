import { Flex, Input } from 'antd';
import { SelectFilter } from '../../components/SelectFilter';
import { PERIOD_KINDS, PERIOD_LABELS, type Period } from '../../lib/insights/period';
import { isOneOf } from '../../lib/isOneOf';
import type { InsightParams } from './insightsParams';

type Named = { id: number; name: string };

const ALL = '';
const PERIOD_OPTIONS = PERIOD_KINDS.map((kind) => ({ value: kind, label: PERIOD_LABELS[kind] }));

const choices = (items: readonly Named[], all: string) => [
  { value: ALL, label: all },
  ...[...items]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((item) => ({ value: String(item.id), label: item.name })),
];

const idOf = (value: string) => (value === ALL ? null : Number(value));

/** The period, region and category the page shows; every change goes to the URL (see InsightsPage). */
export function InsightsFilters({
  params,
  regions,
  categories,
  onChange,
}: {
  params: InsightParams;
  regions: readonly Named[];
  categories: readonly Named[];
  onChange: (next: InsightParams) => void;
}) {
  const { period } = params;
  const setPeriod = (next: Period) => onChange({ ...params, period: next });
  return (
    <Flex gap={12} wrap align="center" role="group" aria-label="Filters">
      <SelectFilter
        id="insights-period"
        aria-label="Period"
        value={period.kind}
        options={PERIOD_OPTIONS}
        style={{ minWidth: 190 }}
        onChange={(kind) => {
          if (kind === 'custom') setPeriod({ kind, from: '', to: '' });
          else if (isOneOf(PERIOD_KINDS, kind) && kind !== 'custom') setPeriod({ kind });
        }}
      />
      {period.kind === 'custom' && (
        <>
          <Input
            type="date"
            aria-label="From"
            value={period.from}
            style={{ width: 160 }}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          />
          <Input
            type="date"
            aria-label="To"
            value={period.to}
            style={{ width: 160 }}
            onChange={(event) => setPeriod({ ...period, to: event.target.value })}
          />
        </>
      )}
      <SelectFilter
        id="insights-region"
        aria-label="Region"
        value={params.regionId === null ? ALL : String(params.regionId)}
        options={choices(regions, 'All regions')}
        style={{ minWidth: 170 }}
        onChange={(value) => onChange({ ...params, regionId: idOf(value) })}
      />
      <SelectFilter
        id="insights-category"
        aria-label="Category"
        value={params.categoryId === null ? ALL : String(params.categoryId)}
        options={choices(categories, 'All categories')}
        style={{ minWidth: 170 }}
        onChange={(value) => onChange({ ...params, categoryId: idOf(value) })}
      />
    </Flex>
  );
}
