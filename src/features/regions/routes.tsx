import { resourceRoutes } from '../../components/record/resourceRoutes';

export const regionRoutes = resourceRoutes({
  name: 'regions',
  param: 'regionId',
  declaration: () => import('./regionResource').then((module) => module.regionResource),
  list: () => import('./RegionListPage'),
  show: () => import('./RegionDetailPage'),
});
