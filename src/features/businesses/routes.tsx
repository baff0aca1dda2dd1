import { resourceRoutes } from '../../components/record/resourceRoutes';

export const businessRoutes = resourceRoutes({
  name: 'businesses',
  param: 'businessId',
  declaration: () => import('./businessResource').then((module) => module.businessResource),
  list: () => import('./BusinessListPage'),
  show: () => import('./BusinessDetailPage'),
});
