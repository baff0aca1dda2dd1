import { DashboardOutlined } from '@ant-design/icons';
import type { FeatureModule } from '../../components/navigation';
import { pageRoute } from '../../components/pageRoute';

export const dashboardFeature: FeatureModule = {
  link: { to: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined aria-hidden /> },
  routes: [
    pageRoute({ index: true }, () => import('./DashboardPage')),
    pageRoute({ path: 'dashboard' }, () => import('./DashboardPage')),
  ],
};
