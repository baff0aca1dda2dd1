import { EnvironmentOutlined } from '@ant-design/icons';
import { resourceFeature } from '../../components/record/resourceFeature';

export const regionFeature = resourceFeature({
  name: 'regions',
  param: 'regionId',
  label: 'Regions',
  icon: <EnvironmentOutlined aria-hidden />,
  declaration: () => import('./regionResource').then((module) => module.regionResource),
  fields: () => import('./RegionFields').then((module) => module.RegionFields),
  show: () => import('./RegionDetailPage'),
});
