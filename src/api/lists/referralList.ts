import {
  api,
  useGetReferralsQuery,
  type GetReferralsApiArg,
  type ReferralListEnvelope,
  type ReferralSortKey,
} from '../endpoints/referrals';
import { pageParams, type ServerList } from '../serverList';
import { isImportance } from '../importance';
import { parseStatus } from '../referralStatus';

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
  defaultSort: { key: 'createdAt', order: 'descend' },
  keepWhole: (answer) =>
    api.util.upsertQueryEntries([{ endpointName: 'getReferrals', arg: {}, value: answer }]),
  page: (request) => ({
    ...pageParams(request, SORT_KEYS),
    importance: isImportance(request.filters.importance) ? request.filters.importance : undefined,
    status: parseStatus(request.filters.status) ?? undefined,
  }),
};
