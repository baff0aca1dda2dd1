import type { BusinessReferral, Referral } from './endpoints/referrals';
import { sumMoney } from '../lib/money';

type ListedReferral = Referral | BusinessReferral;

/**
 * `GET /referrals` answers full referrals, and with `business` the specification's summaries
 * `{id, businessName, date}`: one operation, so the contract gives the list both shapes.
 */
export function isFullReferral(item: ListedReferral): item is Referral {
  // A summary may carry both ends too (the business-referrals extension), never `createdAt`.
  return (
    'createdAt' in item && 'referrer' in item && 'referredTo' in item && typeof item.referrer === 'object'
  );
}

/**
 * A business's referral as its page lists it: the summary's `date`, or a full referral's
 * `createdAt`; its two ends, status and money made where the answer has them (the
 * business-referrals extension's summary, or a full referral).
 */
export function businessReferralRow(item: ListedReferral): BusinessReferral {
  if (isFullReferral(item)) {
    const { id, businessName, createdAt, referrer, referredTo, acceptanceType, transactions } = item;
    const moneyMade = transactions && sumMoney(transactions.map((transaction) => transaction.amount));
    return {
      id,
      businessName,
      date: createdAt,
      referrer,
      referredTo,
      acceptanceType,
      ...(moneyMade === undefined ? {} : { moneyMade }),
    };
  }
  const { id, businessName, date, referrer, referredTo, acceptanceType, moneyMade } = item;
  return {
    id,
    businessName,
    date: typeof date === 'string' ? date : '',
    ...(referrer && referredTo ? { referrer, referredTo } : {}),
    ...(acceptanceType === undefined ? {} : { acceptanceType }),
    ...(typeof moneyMade === 'number' ? { moneyMade } : {}),
  };
}
