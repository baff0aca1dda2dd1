import { RESOURCES } from '../../api/resources';
import { registeredFeature } from '../../components/record/resourceFeature';

export const regionFeature = registeredFeature(RESOURCES.REGION, {
  declaration: () => import('./regionResource').then((module) => module.regionResource),
  fields: () => import('./RegionFields').then((module) => module.RegionFields),
  show: () => import('./RegionDetailPage'),
});
