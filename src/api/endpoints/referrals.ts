import { api as generated } from '../generated/referrals';
import { staleAfter } from '../changeRules';
import { list, onSuccess, one, referralDetails, tagged } from '../tags';

export * from '../generated/referrals';

// Referrals. An edit invalidates every referral cache (the lists by business included).
export const api = generated.enhanceEndpoints({
  ...tagged,
  endpoints: {
    getReferrals: { providesTags: [list('Referral')] },
    getReferral: { providesTags: (_r, _e, { id }) => [one('Referral', id), referralDetails] },
    createReferral: { invalidatesTags: onSuccess(() => staleAfter({ model: 'REFERRAL', action: 'CREATE' })) },
    updateReferral: {
      invalidatesTags: onSuccess(({ id }) => staleAfter({ model: 'REFERRAL', action: 'UPDATE', id })),
    },
    deleteReferral: {
      invalidatesTags: onSuccess(({ id }) => staleAfter({ model: 'REFERRAL', action: 'DELETE', id })),
    },
  },
});
