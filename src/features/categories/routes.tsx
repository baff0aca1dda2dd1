import { resourceRoutes } from '../../components/record/resourceRoutes';

export const categoryRoutes = resourceRoutes({
  name: 'categories',
  param: 'categoryId',
  declaration: () => import('./categoryResource').then((module) => module.categoryResource),
  list: () => import('./CategoryListPage'),
  show: () => import('./CategoryDetailPage'),
});
