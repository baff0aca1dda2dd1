import type { BusinessReferral, Referral } from './endpoints/referrals';

type ListedReferral = Referral | BusinessReferral;

/**
 * `GET /referrals` answers full referrals, and with `business` the specification's summaries
 * `{id, businessName, date}`: one operation, so the contract gives the list both shapes.
 */
export function isFullReferral(item: ListedReferral): item is Referral {
  return 'referrer' in item && 'referredTo' in item && typeof item.referrer === 'object';
}

/** A business's referral as its page lists it: the summary's `date`, or a full referral's `createdAt`. */
export function businessReferralRow(item: ListedReferral): BusinessReferral {
  const date =
    'date' in item && typeof item.date === 'string' ? item.date : 'createdAt' in item ? item.createdAt : '';
  return { id: item.id, businessName: item.businessName, date };
}
