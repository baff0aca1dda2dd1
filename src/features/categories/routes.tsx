import { TagsOutlined } from '@ant-design/icons';
import { resourceFeature } from '../../components/record/resourceFeature';

export const categoryFeature = resourceFeature({
  name: 'categories',
  param: 'categoryId',
  label: 'Categories',
  icon: <TagsOutlined aria-hidden />,
  declaration: () => import('./categoryResource').then((module) => module.categoryResource),
  fields: () => import('./CategoryFields').then((module) => module.CategoryFields),
});
