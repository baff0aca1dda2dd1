import { isOneOf } from '../../lib/isOneOf';
import type { Period, PeriodKind } from '../../lib/insights/period';

/** The page's filters, as its URL holds them: shareable by link, followed by back and forward. */
export type InsightParams = { period: Period; regionId: number | null; categoryId: number | null };

const DEFAULT_PARAMS: InsightParams = {
  period: { kind: 'thisYear' },
  regionId: null,
  categoryId: null,
};

const NAMED_PERIODS: readonly Exclude<PeriodKind, 'custom'>[] = ['thisYear', 'lastYear', 'last90Days'];

function idParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}

/** Reads the filters from the URL; anything unreadable falls back to its default rather than failing. */
export function readInsightParams(params: URLSearchParams): InsightParams {
  const kind = params.get('period');
  let period: Period = DEFAULT_PARAMS.period;
  if (kind === 'custom') period = { kind, from: params.get('from') ?? '', to: params.get('to') ?? '' };
  else if (isOneOf(NAMED_PERIODS, kind)) period = { kind };
  return { period, regionId: idParam(params.get('region')), categoryId: idParam(params.get('category')) };
}

/** The URL's search parameters for the filters; defaults are left out, so the plain page is `/insights`. */
export function writeInsightParams({ period, regionId, categoryId }: InsightParams): URLSearchParams {
  const params = new URLSearchParams();
  if (period.kind !== DEFAULT_PARAMS.period.kind) params.set('period', period.kind);
  if (period.kind === 'custom') {
    params.set('from', period.from);
    params.set('to', period.to);
  }
  if (regionId !== null) params.set('region', String(regionId));
  if (categoryId !== null) params.set('category', String(categoryId));
  return params;
}
