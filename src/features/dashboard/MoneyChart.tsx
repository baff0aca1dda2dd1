import { Line } from '@ant-design/charts';
import { useMemo } from 'react';
import { useAppSelector } from '../../store/hooks';
import { axisMaximum, axisMinimum, chartMoney } from '../../lib/chartScale';
import { CHART_HEIGHT } from '../../components/chartSize';
import type { MoneyPoint } from './moneyMade';

/**
 * The money-made line chart. The only module that imports @ant-design/charts: the dashboard loads
 * it late (moneyChartCode.ts), so the chart library sits in a chunk of its own, fetched after the
 * tiles are on screen and never on small screens.
 */
export default function MoneyChart({ points }: { points: readonly MoneyPoint[] }) {
  const mode = useAppSelector((state) => state.preferences.theme);
  const { data, scale } = useMemo(() => {
    const amounts = points.map((point) => point.amount);
    return {
      data: [...points],
      scale: { y: { domainMin: axisMinimum(amounts), domainMax: axisMaximum(amounts), nice: false } },
    };
  }, [points]);
  return (
    <div role="img" aria-label="Line chart of money made per financial year" style={{ height: CHART_HEIGHT }}>
      <Line
        data={data}
        xField="label"
        yField="amount"
        height={CHART_HEIGHT}
        autoFit
        // Drawn at once: the production build registers no chart animation (src/speed/chartLibrary/g2Runtime.ts).
        animate={false}
        theme={mode === 'dark' ? 'classicDark' : 'classic'}
        point={{ shapeField: 'circle', sizeField: 4 }}
        scale={scale}
        axis={{
          x: { title: 'Financial year' },
          y: { title: false, labelFormatter: chartMoney },
        }}
        tooltip={{ items: [{ channel: 'y', name: 'Money made', valueFormatter: chartMoney }] }}
      />
    </div>
  );
}
