import { Alert, Empty, Flex, Segmented, Skeleton } from 'antd';
import { createElement, useEffect, useState } from 'react';
import { Panel } from '../../components/Panel';
import { useWiderThan } from '../../components/useWiderThan';
import type { ReferralTrend } from '../../lib/insights/aggregate';
import { monthLabel } from '../../lib/insights/period';
import { formatCount } from '../../lib/format';
import { ChartBoundary } from '../../components/ChartBoundary';
import { CHART_HEIGHT } from '../../components/chartSize';
import { CsvButton } from './CsvButton';
import { FigureTable } from './FigureTable';
import { MoreNote } from './MoreNote';
import { trendChart } from './trendChartCode';

const TREND_TITLE = 'Referrals per month by acceptance type';

type View = 'Chart' | 'Table';

const rowTotal = (counts: readonly number[]) => counts.reduce((sum, count) => sum + count, 0);

function TrendTable({ trend, hidden }: { trend: ReferralTrend; hidden?: boolean }) {
  return (
    <FigureTable
      caption={TREND_TITLE}
      hidden={hidden}
      columns={[
        { title: 'Month' },
        ...trend.types.map((type) => ({ title: type, numeric: true })),
        { title: 'Total', numeric: true },
      ]}
      rows={trend.months.map((month, index) => {
        const counts = trend.counts[index] ?? [];
        return {
          key: month,
          cells: [monthLabel(month), ...counts.map(formatCount), formatCount(rowTotal(counts))],
        };
      })}
    />
  );
}

function ChartLoading() {
  return (
    <div role="status" aria-label="Loading chart" style={{ height: CHART_HEIGHT, overflow: 'hidden' }}>
      <Skeleton active title={false} paragraph={{ rows: 7 }} />
    </div>
  );
}

/**
 * The referral trend: a line chart with its table hidden beside it on wide screens (or the table
 * alone, on request), the table alone on a phone, whose screen never asks for the chart's code.
 */
export function TrendSection({ trend, total }: { trend: ReferralTrend; total: number }) {
  const wide = useWiderThan('md');
  const [view, setView] = useState<View>('Chart');
  const chartShown = wide && view === 'Chart' && total > 0;
  // The chart's component once its code is in: the same component on every render.
  const loadedChart = trendChart.useLoaded();
  useEffect(() => {
    if (chartShown) trendChart.ask();
  }, [chartShown]);

  let body;
  if (total === 0) body = <Empty description="No referrals in this period" />;
  else if (!chartShown) body = <TrendTable trend={trend} />;
  else
    body = (
      <>
        <ChartBoundary
          fallback={
            <Flex vertical gap={12}>
              <Alert type="warning" showIcon title="The chart could not be shown; here are its figures." />
              <TrendTable trend={trend} />
            </Flex>
          }
        >
          {loadedChart ? createElement(loadedChart, { trend }) : <ChartLoading />}
        </ChartBoundary>
        <TrendTable trend={trend} hidden />
      </>
    );

  return (
    <Panel
      title={TREND_TITLE}
      padding={24}
      extra={
        <Flex gap={8} align="center">
          {wide && total > 0 && (
            <Segmented<View>
              aria-label="Show referrals per month as"
              options={['Chart', 'Table']}
              value={view}
              onChange={setView}
            />
          )}
          <CsvButton
            label="Export referrals per month as CSV"
            exportName="referrals-per-month"
            header={['Month', ...trend.types, 'Total']}
            rows={() =>
              trend.months.map((month, index) => {
                const counts = trend.counts[index] ?? [];
                return [month, ...counts.map(String), String(rowTotal(counts))];
              })
            }
          />
        </Flex>
      }
    >
      {body}
      <MoreNote more={trend.more} noun={trend.more === 1 ? 'acceptance type' : 'acceptance types'} />
    </Panel>
  );
}
