import { AuditOutlined } from '@ant-design/icons';
import type { FeatureModule } from '../../components/navigation';
import { pageRoute } from '../../components/pageRoute';

export const logFeature: FeatureModule = {
  link: { to: '/logs', label: 'Logs', icon: <AuditOutlined aria-hidden /> },
  routes: [pageRoute({ path: 'logs' }, () => import('./LogsPage'))],
};
