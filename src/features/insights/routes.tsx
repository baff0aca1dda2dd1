import { BarChartOutlined } from '@ant-design/icons';
import type { FeatureModule } from '../../components/navigation';
import { pageRoute } from '../../components/pageRoute';
import { BREAKPOINTS } from '../../lib/breakpoints';
import { trendChart } from './trendChartCode';

/**
 * The page's code, and on a screen wide enough to show the chart, the chart's code with it: both
 * are asked for when the route matches, so the first chart waits for the slower of the two.
 */
const loadInsights = () => {
  if (window.matchMedia(`(min-width: ${BREAKPOINTS.md}px)`).matches) trendChart.ask();
  return import(/* webpackChunkName: "insights" */ './InsightsPage');
};

export const insightsFeature: FeatureModule = {
  link: { to: '/insights', label: 'Insights', icon: <BarChartOutlined aria-hidden /> },
  routes: [pageRoute({ path: 'insights' }, loadInsights)],
};
