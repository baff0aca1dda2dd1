import { loadLater } from '../../speed/loadLater';

/**
 * The trend chart's code (the chart library, in a chunk of its own), asked for once. Drawn from
 * `useLoaded` rather than React.lazy: code that has already arrived draws in the render that shows
 * the figures, where a lazy component would suspend and wait for the sections drawn after it.
 */
export const trendChart = loadLater(() =>
  import(/* webpackChunkName: "insights-chart" */ './TrendChart').then((module) => module.default),
);
