import { Empty } from 'antd';
import { Panel } from '../../components/Panel';
import type { FlowMatrix } from '../../lib/insights/aggregate';
import { formatCount } from '../../lib/format';
import { CsvButton } from './CsvButton';
import { FigureTable } from './FigureTable';
import { MoreNote } from './MoreNote';

/** The strongest cell's share of the theme's primary colour: the count stays readable on it in both themes. */
const MOST = 55;

/**
 * Referral counts from one group (a row) to another (a column), as a heatmap: a table whose cells
 * are tinted by their count, so the same markup is the chart, its figures for a screen reader, and
 * what a phone shows (it scrolls sideways). No chart library is needed for it.
 */
export function FlowsSection({ title, noun, flows }: { title: string; noun: string; flows: FlowMatrix }) {
  const max = Math.max(0, ...flows.counts.flat());
  const tint = (count: number) =>
    count === 0 || max === 0
      ? undefined
      : {
          background: `color-mix(in srgb, var(--ant-color-primary) ${Math.round((MOST * count) / max) + 8}%, transparent)`,
        };
  return (
    <Panel
      title={title}
      padding={16}
      extra={
        <CsvButton
          label={`Export ${title.toLowerCase()} as CSV`}
          exportName={`${noun}-flows`}
          header={[`From ${noun} \\ to`, ...flows.groups.map((group) => group.name)]}
          rows={() =>
            flows.groups.map((group, row) => [group.name, ...(flows.counts[row] ?? []).map(String)])
          }
        />
      }
    >
      {flows.groups.length === 0 ? (
        <Empty description="No referrals in this period" />
      ) : (
        <FigureTable
          caption={`${title}: rows give, columns receive`}
          columns={[
            { title: `From \\ to` },
            ...flows.groups.map((group) => ({ title: group.name, numeric: true })),
          ]}
          rows={flows.groups.map((group, row) => ({
            key: group.id,
            cells: [group.name, ...(flows.counts[row] ?? []).map(formatCount)],
          }))}
          cellStyle={(row, column) => tint(flows.counts[row]?.[column - 1] ?? 0)}
        />
      )}
      <MoreNote
        more={flows.more}
        noun={flows.more === 1 ? noun : `${noun === 'category' ? 'categories' : `${noun}s`}`}
      />
    </Panel>
  );
}
