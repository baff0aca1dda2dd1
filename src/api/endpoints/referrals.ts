import { api as generated } from '../generated/referrals';
import { list, onSuccess, one, referralDetails, tagged } from '../tags';

export * from '../generated/referrals';

// Referrals. An edit invalidates every referral cache (the lists by business included).
export const api = generated.enhanceEndpoints({
  ...tagged,
  endpoints: {
    getReferrals: { providesTags: [list('Referral')] },
    getReferral: { providesTags: (_r, _e, { id }) => [one('Referral', id), referralDetails] },
    createReferral: { invalidatesTags: onSuccess(() => [list('Referral'), 'Dashboard', 'Log']) },
    updateReferral: { invalidatesTags: onSuccess(() => ['Referral', 'Log']) },
    deleteReferral: { invalidatesTags: onSuccess(() => ['Referral', 'Dashboard', 'Log']) },
  },
});
