import { api as generated } from '../generated/referrals';
import { recordTag, referralDetails, everyTagType } from '../tags';

export * from '../generated/referrals';

// Referrals. An edit invalidates every referral cache (the lists by business included).
export const api = generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: {
    getReferral: { providesTags: (_r, _e, { id }) => [recordTag('Referral', id), referralDetails] },
  },
});
