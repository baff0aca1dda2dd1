import { api as generated } from '../generated/referrals';
import { staleAfter } from '../changeRules';
import { listTag, onSuccess, recordTag, referralDetails, everyTagType } from '../tags';

export * from '../generated/referrals';

// Referrals. An edit invalidates every referral cache (the lists by business included).
export const api = generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: {
    getReferrals: { providesTags: [listTag('Referral')] },
    getReferral: { providesTags: (_r, _e, { id }) => [recordTag('Referral', id), referralDetails] },
    createReferral: { invalidatesTags: onSuccess(() => staleAfter({ model: 'REFERRAL', action: 'CREATE' })) },
    updateReferral: {
      invalidatesTags: onSuccess(({ id }) => staleAfter({ model: 'REFERRAL', action: 'UPDATE', id })),
    },
    deleteReferral: {
      invalidatesTags: onSuccess(({ id }) => staleAfter({ model: 'REFERRAL', action: 'DELETE', id })),
    },
  },
});
