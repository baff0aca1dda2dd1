import {
  api,
  useGetBusinessesQuery,
  type BusinessListEnvelope,
  type BusinessSortKey,
  type GetBusinessesApiArg,
} from '../endpoints/businesses';
import { pageParams, type ServerList } from '../serverList';

const SORT_KEYS: readonly BusinessSortKey[] = ['name', 'region'];

/** Every business, for a backend that may page them. */
export const businessList: ServerList<BusinessListEnvelope, GetBusinessesApiArg> = {
  name: 'businesses',
  useQuery: useGetBusinessesQuery,
  initiate: api.endpoints.getBusinesses.initiate,
  whole: {},
  sortKeys: SORT_KEYS,
  defaultSort: { key: 'name', order: 'ascend' },
  keepWhole: (answer) =>
    api.util.upsertQueryEntries([{ endpointName: 'getBusinesses', arg: {}, value: answer }]),
  page: (request) => pageParams(request, SORT_KEYS),
};
