import { firstPage } from '../../api/firstRequest';
import { userList } from '../../api/lists/userList';
import { RESOURCES } from '../../api/resources';
import { registeredFeature } from '../../components/record/resourceFeature';

export const userFeature = registeredFeature(RESOURCES.USER, {
  declaration: () => import('./userResource').then((module) => module.userResource),
  fields: () => import('./UserFields').then((module) => module.UserFields),
  list: () => import('./UserListPage'),
  show: () => import('./UserDetailPage'),
  listRequest: firstPage(userList),
});
