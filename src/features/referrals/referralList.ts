import {
  api,
  useGetReferralsQuery,
  type GetReferralsApiArg,
  type ReferralListEnvelope,
  type ReferralSortKey,
} from '../../api/endpoints/referrals';
import { orderParam, type ServerList } from '../../components/list/serverList';
import { isOneOf } from '../../lib/isOneOf';
import { isImportance } from './importance';

const SORT_KEYS: readonly ReferralSortKey[] = [
  'businessName',
  'createdAt',
  'importance',
  'referrer',
  'referredTo',
  'status',
];

/** Every referral, for a backend that may page them (not the lists by business: those stay whole). */
export const referralList: ServerList<ReferralListEnvelope, GetReferralsApiArg> = {
  name: 'referrals',
  useQuery: useGetReferralsQuery,
  initiate: api.endpoints.getReferrals.initiate,
  whole: {},
  sortKeys: SORT_KEYS,
  keepWhole: (answer) =>
    api.util.upsertQueryEntries([{ endpointName: 'getReferrals', arg: {}, value: answer }]),
  page: ({ pageSize, page, locate, cursor, search, sort, filters: { importance } }) => ({
    pageSize,
    page,
    locate,
    cursor,
    q: search || undefined,
    sort: sort && isOneOf(SORT_KEYS, sort.key) ? sort.key : undefined,
    order: sort ? orderParam(sort.order) : undefined,
    importance: isImportance(importance) ? importance : undefined,
  }),
};
