import { ShopOutlined } from '@ant-design/icons';
import { firstPage } from '../../api/firstRequest';
import { businessList } from '../../api/lists/businessList';
import { resourceFeature } from '../../components/record/resourceFeature';

export const businessFeature = resourceFeature({
  name: 'businesses',
  param: 'businessId',
  label: 'Businesses',
  icon: <ShopOutlined aria-hidden />,
  declaration: () => import('./businessResource').then((module) => module.businessResource),
  fields: () => import('./BusinessFields').then((module) => module.BusinessFields),
  list: () => import('./BusinessListPage'),
  show: () => import('./BusinessDetailPage'),
  listRequest: firstPage(businessList),
});
