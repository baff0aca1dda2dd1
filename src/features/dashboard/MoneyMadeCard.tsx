import { Alert, Empty, Flex, Segmented, Skeleton } from 'antd';
import { useWiderThan } from '../../components/useWiderThan';
import { Suspense, useState } from 'react';
import { usePainted } from '../../components/usePainted';
import { Panel } from '../../components/Panel';
import { ChartBoundary } from '../../components/ChartBoundary';
import { CHART_HEIGHT } from '../../components/chartSize';
import { MoneyChart } from './moneyChartCode';
import { MONEY_TABLE_CAPTION, MoneyPerYearTable } from './MoneyPerYearTable';
import type { MoneyPoint } from './moneyMade';

type View = 'Chart' | 'Table';

function ChartLoading() {
  return (
    <div role="status" aria-label="Loading chart" style={{ height: CHART_HEIGHT, overflow: 'hidden' }}>
      <Skeleton active title={false} paragraph={{ rows: 7 }} />
    </div>
  );
}

function ChartFailed({ points }: { points: readonly MoneyPoint[] }) {
  return (
    <Flex vertical gap={12}>
      <Alert type="warning" showIcon title="The chart could not be shown; here are its figures." />
      <MoneyPerYearTable points={points} />
    </Flex>
  );
}

/**
 * Money made per financial year: a line chart (or, on request, a table) on screens from md
 * (900 px) up. Below that the spec hides the chart, and it is not rendered at all, so its code is
 * never fetched; the figures show as a small table instead.
 */

export default function MoneyMadeCard({ points }: { points: readonly MoneyPoint[] }) {
  const wide = useWiderThan('md');
  const [view, setView] = useState<View>('Chart');
  const painted = usePainted();

  if (points.length === 0) {
    return (
      <Panel title={MONEY_TABLE_CAPTION} padding={wide ? 24 : 16}>
        <Empty description="No money made yet" />
      </Panel>
    );
  }

  // A phone never asks for the chart's code: the table is its view.
  if (!wide) {
    return (
      <Panel title={MONEY_TABLE_CAPTION} padding={16}>
        <MoneyPerYearTable points={points} />
      </Panel>
    );
  }

  return (
    <Panel
      title={MONEY_TABLE_CAPTION}
      padding={24}
      extra={
        <Segmented<View>
          aria-label="Show money made as"
          options={['Chart', 'Table']}
          value={view}
          onChange={setView}
        />
      }
    >
      {view === 'Table' ? (
        <MoneyPerYearTable points={points} />
      ) : (
        <>
          <ChartBoundary fallback={<ChartFailed points={points} />}>
            <Suspense fallback={<ChartLoading />}>
              {painted ? <MoneyChart points={points} /> : <ChartLoading />}
            </Suspense>
          </ChartBoundary>
          <MoneyPerYearTable points={points} hidden />
        </>
      )}
    </Panel>
  );
}
