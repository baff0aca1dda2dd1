import { TeamOutlined } from '@ant-design/icons';
import { firstPage } from '../../api/firstRequest';
import { userList } from '../../api/lists/userList';
import { resourceFeature } from '../../components/record/resourceFeature';

export const userFeature = resourceFeature({
  name: 'users',
  param: 'userId',
  label: 'Users',
  icon: <TeamOutlined aria-hidden />,
  declaration: () => import('./userResource').then((module) => module.userResource),
  fields: () => import('./UserFields').then((module) => module.UserFields),
  list: () => import('./UserListPage'),
  show: () => import('./UserDetailPage'),
  listRequest: firstPage(userList),
});
