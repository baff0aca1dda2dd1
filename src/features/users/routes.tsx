import type { RouteObject } from 'react-router-dom';
import { pageRoute } from '../../components/pageRoute';

export const userRoutes: RouteObject[] = [
  pageRoute({ path: 'users' }, () => import('./UserListPage')),
  pageRoute({ path: 'users/create' }, () => import('./UserCreatePage')),
  pageRoute({ path: 'users/:userId' }, () => import('./UserDetailPage')),
  pageRoute({ path: 'users/:userId/edit' }, () => import('./UserEditPage')),
];
