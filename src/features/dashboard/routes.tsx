import type { RouteObject } from 'react-router-dom';
import { pageRoute } from '../../components/pageRoute';

export const dashboardRoutes: RouteObject[] = [
  pageRoute({ index: true }, () => import('./DashboardPage')),
  pageRoute({ path: 'dashboard' }, () => import('./DashboardPage')),
];
