import { ShopOutlined } from '@ant-design/icons';
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
});
