import {
  api,
  useGetBusinessesQuery,
  type BusinessListEnvelope,
  type BusinessSortKey,
  type GetBusinessesApiArg,
} from '../../api/endpoints/businesses';
import { orderParam, type ServerList } from '../../components/list/serverList';
import { isOneOf } from '../../lib/isOneOf';

const SORT_KEYS: readonly BusinessSortKey[] = ['name', 'region'];

/** Every business, for a backend that may page them. */
export const businessList: ServerList<BusinessListEnvelope, GetBusinessesApiArg> = {
  name: 'businesses',
  useQuery: useGetBusinessesQuery,
  initiate: api.endpoints.getBusinesses.initiate,
  whole: {},
  sortKeys: SORT_KEYS,
  keepWhole: (answer) =>
    api.util.upsertQueryEntries([{ endpointName: 'getBusinesses', arg: {}, value: answer }]),
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
