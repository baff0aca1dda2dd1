import { RESOURCES } from '../../api/resources';
import { registeredFeature } from '../../components/record/resourceFeature';

export const categoryFeature = registeredFeature(RESOURCES.CATEGORY, {
  declaration: () => import('./categoryResource').then((module) => module.categoryResource),
  fields: () => import('./CategoryFields').then((module) => module.CategoryFields),
});
