import type { RouteObject } from 'react-router-dom';
import { pageRoute } from '../../components/pageRoute';

export const businessRoutes: RouteObject[] = [
  pageRoute({ path: 'businesses' }, () => import('./BusinessListPage')),
  pageRoute({ path: 'businesses/create' }, () => import('./BusinessCreatePage')),
  pageRoute({ path: 'businesses/:businessId' }, () => import('./BusinessDetailPage')),
  pageRoute({ path: 'businesses/:businessId/edit' }, () => import('./BusinessEditPage')),
];
