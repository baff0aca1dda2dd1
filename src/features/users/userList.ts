import {
  api,
  useGetUsersQuery,
  type GetUsersApiArg,
  type PagedUserListEnvelope,
  type UserSortKey,
} from '../../api/endpoints/users';
import { orderParam, type ServerList } from '../../components/list/serverList';
import { isOneOf } from '../../lib/isOneOf';

const SORT_KEYS: readonly UserSortKey[] = ['name', 'email', 'mobile', 'type', 'status'];

/** The verified users, for a backend that may page them. */
export const userList: ServerList<PagedUserListEnvelope, GetUsersApiArg> = {
  name: 'users',
  useQuery: useGetUsersQuery,
  initiate: api.endpoints.getUsers.initiate,
  whole: {},
  sortKeys: SORT_KEYS,
  keepWhole: (answer) => api.util.upsertQueryEntries([{ endpointName: 'getUsers', arg: {}, value: answer }]),
  page: ({ pageSize, page, locate, cursor, search, sort }) => ({
    pageSize,
    page,
    locate,
    cursor,
    q: search || undefined,
    sort: sort && isOneOf(SORT_KEYS, sort.key) ? sort.key : undefined,
    order: sort ? orderParam(sort.order) : undefined,
  }),
};
