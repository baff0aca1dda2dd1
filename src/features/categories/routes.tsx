import type { RouteObject } from 'react-router-dom';
import { pageRoute } from '../../components/pageRoute';

export const categoryRoutes: RouteObject[] = [
  pageRoute({ path: 'categories' }, () => import('./CategoryListPage')),
  pageRoute({ path: 'categories/create' }, () => import('./CategoryCreatePage')),
  pageRoute({ path: 'categories/:categoryId' }, () => import('./CategoryDetailPage')),
  pageRoute({ path: 'categories/:categoryId/edit' }, () => import('./CategoryEditPage')),
];
