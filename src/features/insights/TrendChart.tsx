import { Line } from '@ant-design/charts';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useAppSelector } from '../../store/hooks';
import { monthLabel } from '../../lib/insights/period';
import type { ReferralTrend } from '../../lib/insights/aggregate';
import { CHART_HEIGHT } from '../../components/chartSize';

/**
 * One colour per acceptance type, in the order of the trend's types. The legend is drawn by React
 * beside the chart, so the chart chunk carries no legend component of G2's (src/speed/chartLibrary/g2Runtime.ts).
 */
const LINE_COLOURS = ['#1783FF', '#F0884D', '#60C42D', '#7863FF', '#BD8F24'];

/**
 * Referrals per month, one line per acceptance type. The only module of the page that imports
 * @ant-design/charts: asked for with the page's code on wide screens (routes.tsx), drawn once its
 * code is in (trendChartCode.ts).
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
  const colours = trend.types.map((_, index) => LINE_COLOURS[index % LINE_COLOURS.length] ?? LINE_COLOURS[0]);
  return (
    <div>
      <Flex wrap gap="small" aria-hidden style={{ marginBottom: 8 }}>
        {trend.types.map((type, index) => (
          <Flex key={type} align="center" gap={6}>
            <span style={{ width: 12, height: 3, background: colours[index], display: 'inline-block' }} />
            <Typography.Text>{type}</Typography.Text>
          </Flex>
        ))}
      </Flex>
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
          legend={false}
          scale={{ color: { range: colours } }}
        />
      </div>
    </div>
  );
}
