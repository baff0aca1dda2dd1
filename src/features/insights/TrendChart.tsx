import { Line } from '@ant-design/charts';
import { useMemo } from 'react';
import { useAppSelector } from '../../store/hooks';
import { monthLabel } from '../../lib/insights/period';
import type { ReferralTrend } from '../../lib/insights/aggregate';
import { CHART_HEIGHT } from '../../components/chartSize';

/**
 * Referrals per month, one line per acceptance type. The only module of the page that imports
 * @ant-design/charts: the page loads it with React.lazy, on wide screens, once its figures show.
 */
export default function TrendChart({ trend }: { trend: ReferralTrend }) {
  const mode = useAppSelector((state) => state.preferences.theme);
  const data = useMemo(
    () =>
      trend.months.flatMap((month, row) =>
        trend.types.map((type, column) => ({
          month: monthLabel(month),
          type,
          count: trend.counts[row]?.[column] ?? 0,
        })),
      ),
    [trend],
  );
  return (
    <div
      role="img"
      aria-label="Line chart of referrals per month by acceptance type"
      style={{ height: CHART_HEIGHT }}
    >
      <Line
        data={data}
        xField="month"
        yField="count"
        colorField="type"
        height={CHART_HEIGHT}
        autoFit
        animate={false}
        theme={mode === 'dark' ? 'classicDark' : 'classic'}
        point={{ shapeField: 'circle', sizeField: 3 }}
        axis={{ x: { title: false }, y: { title: 'Referrals' } }}
      />
    </div>
  );
}
