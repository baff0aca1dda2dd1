import type { Referral } from '../../api/endpoints/referrals';
import { parseStatus } from '../../api/referralStatus';
import type { ListFilter } from '../../lib/listQuery';

/**
 * The referral list's status filter, kept in the URL as `status`: the spec's Status column, which
 * shows the acceptance type, compared exactly as a backend that pages compares it.
 */
export const statusFilter: ListFilter<Referral> = {
  key: 'status',
  parse: parseStatus,
  matches: (status) => (referral) => referral.acceptanceType === status,
};
