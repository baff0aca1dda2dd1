import { AuditOutlined } from '@ant-design/icons';
import type { FeatureModule } from '../../components/navigation';
import { pageRoute } from '../../components/pageRoute';
import { firstPage } from '../../api/firstRequest';
import { logList } from './logList';

export const logFeature: FeatureModule = {
  link: { to: '/logs', label: 'Logs', icon: <AuditOutlined aria-hidden /> },
  routes: [
    pageRoute({ path: 'logs' }, () => import('./LogsPage'), firstPage(logList)),
    // A record's history, deleted or not (optional extension); read-only.
    pageRoute({ path: 'history/:model/:recordId' }, () => import('./RecordHistoryPage')),
  ],
};
