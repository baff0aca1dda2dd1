import type { RouteObject } from 'react-router-dom';
import { pageRoute } from '../../components/pageRoute';

export const regionRoutes: RouteObject[] = [
  pageRoute({ path: 'regions' }, () => import('./RegionListPage')),
  pageRoute({ path: 'regions/create' }, () => import('./RegionCreatePage')),
  pageRoute({ path: 'regions/:regionId' }, () => import('./RegionDetailPage')),
  pageRoute({ path: 'regions/:regionId/edit' }, () => import('./RegionEditPage')),
];
