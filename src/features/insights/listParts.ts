import type { InsightBusiness, InsightReferral } from '../../lib/insights/aggregate';
import { PART_SIZE, type AggregationRequest } from './aggregationMessages';

type Lists = { referrals: readonly InsightReferral[]; businesses: readonly InsightBusiness[] };

const named = ({ id, name }: { id: number; name: string }) => ({ id, name });

/** A referral as the aggregation reads it, without the fields it does not (a smaller copy to post). */
const referralPart = (referral: InsightReferral): InsightReferral => ({
  id: referral.id,
  createdAt: referral.createdAt,
  acceptanceType: referral.acceptanceType ?? null,
  referrer: named(referral.referrer),
  referredTo: named(referral.referredTo),
});

const businessPart = (business: InsightBusiness): InsightBusiness => ({
  id: business.id,
  name: business.name,
  region: named(business.region),
  categories: business.categories.map(named),
});

/**
 * The messages that take `lists` to the worker: how many of each, then the parts, each made only
 * when it is posted (so making one is part of its own short task, not of one long one).
 */
export function listMessages(
  version: number,
  lists: Lists,
): { head: AggregationRequest; parts: number; part: (index: number) => AggregationRequest } {
  const parts = Math.max(
    1,
    Math.ceil(lists.referrals.length / PART_SIZE),
    Math.ceil(lists.businesses.length / PART_SIZE),
  );
  return {
    head: { kind: 'lists', version, referrals: lists.referrals.length, businesses: lists.businesses.length },
    parts,
    part: (index) => {
      const [start, end] = [index * PART_SIZE, (index + 1) * PART_SIZE];
      return {
        kind: 'part',
        version,
        referrals: lists.referrals.slice(start, end).map(referralPart),
        businesses: lists.businesses.slice(start, end).map(businessPart),
      };
    },
  };
}

/** The worker's side: the lists as their parts arrive, complete once every referral and business has. */
export type ListsInArrival = {
  version: number;
  expected: { referrals: number; businesses: number };
  referrals: InsightReferral[];
  businesses: InsightBusiness[];
};

/** The lists after `message`: a `lists` starts them anew, a `part` of the same version adds to them. */
export function receiveLists(
  current: ListsInArrival | null,
  message: Extract<AggregationRequest, { kind: 'lists' | 'part' }>,
): ListsInArrival | null {
  if (message.kind === 'lists')
    return {
      version: message.version,
      expected: { referrals: message.referrals, businesses: message.businesses },
      referrals: [],
      businesses: [],
    };
  if (!current || current.version !== message.version) return current;
  current.referrals.push(...message.referrals);
  current.businesses.push(...message.businesses);
  return current;
}

export const listsComplete = (lists: ListsInArrival | null): lists is ListsInArrival =>
  lists !== null &&
  lists.referrals.length >= lists.expected.referrals &&
  lists.businesses.length >= lists.expected.businesses;
