import { firstPage } from '../../api/firstRequest';
import { businessList } from '../../api/lists/businessList';
import { RESOURCES } from '../../api/resources';
import { registeredFeature } from '../../components/record/resourceFeature';

export const businessFeature = registeredFeature(RESOURCES.BUSINESS, {
  declaration: () => import('./businessResource').then((module) => module.businessResource),
  fields: () => import('./BusinessFields').then((module) => module.BusinessFields),
  list: () => import('./BusinessListPage'),
  show: () => import('./BusinessDetailPage'),
  listRequest: firstPage(businessList),
});
