import { DashboardOutlined } from '@ant-design/icons';
import type { FeatureModule } from '../../components/navigation';
import { pageRoute } from '../../components/pageRoute';
import { api } from '../../api/endpoints/dashboard';
import type { FirstRequest } from '../../api/firstRequest';

const loadDashboard = () => import('./DashboardPage');
const dashboardRequest: FirstRequest = (dispatch) => {
  dispatch(api.util.prefetch('getDashboard', undefined, {}));
};

export const dashboardFeature: FeatureModule = {
  link: { to: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined aria-hidden /> },
  routes: [
    pageRoute({ index: true }, loadDashboard, dashboardRequest),
    pageRoute({ path: 'dashboard' }, loadDashboard, dashboardRequest),
  ],
};
