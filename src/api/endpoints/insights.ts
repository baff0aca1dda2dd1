import { api as generated } from '../generated/insights';
import { everyTagType, listTag } from '../tags';

export * from '../generated/insights';

// The insights extension's aggregates move with every referral, business and transaction: they
// are stale whenever the referrals list, the businesses list or the dashboard's money is.
generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: { getInsights: { providesTags: [listTag('Referral'), listTag('Business'), 'Dashboard'] } },
});
