import { resourceRoutes } from '../../components/record/resourceRoutes';

export const userRoutes = resourceRoutes({
  name: 'users',
  param: 'userId',
  declaration: () => import('./userResource').then((module) => module.userResource),
  list: () => import('./UserListPage'),
  show: () => import('./UserDetailPage'),
});
