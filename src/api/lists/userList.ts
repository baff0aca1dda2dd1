import {
  api,
  useGetUsersQuery,
  type GetUsersApiArg,
  type PagedUserListEnvelope,
  type UserSortKey,
} from '../endpoints/users';
import { pageParams, type ServerList } from '../serverList';

const SORT_KEYS: readonly UserSortKey[] = ['name', 'email', 'mobile', 'type', 'status'];

/** The verified users, for a backend that may page them. */
export const userList: ServerList<PagedUserListEnvelope, GetUsersApiArg> = {
  name: 'users',
  useQuery: useGetUsersQuery,
  initiate: api.endpoints.getUsers.initiate,
  whole: {},
  sortKeys: SORT_KEYS,
  defaultSort: { key: 'name', order: 'ascend' },
  keepWhole: (answer) => api.util.upsertQueryEntries([{ endpointName: 'getUsers', arg: {}, value: answer }]),
  page: (request) => pageParams(request, SORT_KEYS),
};
