import { once } from '../../lib/once';

/** The trend chart's code (the chart library, in a chunk of its own), asked for once. */
export const loadTrendChart = once(() => import(/* webpackChunkName: "insights-chart" */ './TrendChart'));
