import { BarChartOutlined } from '@ant-design/icons';
import type { FeatureModule } from '../../components/navigation';
import { pageRoute } from '../../components/pageRoute';

const loadInsights = () => import(/* webpackChunkName: "insights" */ './InsightsPage');

export const insightsFeature: FeatureModule = {
  link: { to: '/insights', label: 'Insights', icon: <BarChartOutlined aria-hidden /> },
  routes: [pageRoute({ path: 'insights' }, loadInsights)],
};
