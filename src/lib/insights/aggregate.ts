import { monthKey, monthsIn, QUIET_DAYS, type TimeRange } from './period';

type Named = { id: number; name: string };

/**
 * What the aggregations read of a referral (the API's Referral has these fields): when it was made,
 * how it ended, and between whom. Written out here because src/lib sits below the API layer.
 */
export type InsightReferral = {
  id: number;
  createdAt: string;
  acceptanceType?: string | null;
  referrer: Named;
  referredTo: Named;
};
/** What they read of a business (as the API's Business has them): its name, region and categories. */
export type InsightBusiness = { id: number; name: string; region: Named; categories: readonly Named[] };

/** The order every list of businesses and groups follows: by name, then by id. */
export const byName = (a: Named, b: Named): number => a.name.localeCompare(b.name) || a.id - b.id;

/** The order of a ranking: the highest count first, ties by name. */
export const byCount = (a: RankedBusiness, b: RankedBusiness): number => b.count - a.count || byName(a, b);

/** The filters an admin sets: a time range, and a region and a category (null for all). */
export type InsightFilter = { range: TimeRange; regionId: number | null; categoryId: number | null };

/** The label of a referral whose acceptance type the app has not set. */
const NO_ACCEPTANCE_TYPE = 'Not set';

const DAY_MS = 24 * 60 * 60 * 1000;

// Each list is indexed once, however many of the aggregations read it: computeInsights's pass stays
// linear in the lists' lengths on the large seed.
const indexes = new WeakMap<readonly InsightBusiness[], Map<number, InsightBusiness>>();

function byId(businesses: readonly InsightBusiness[]): Map<number, InsightBusiness> {
  let index = indexes.get(businesses);
  if (!index) {
    index = new Map(businesses.map((business) => [business.id, business]));
    indexes.set(businesses, index);
  }
  return index;
}

type PlaceFilter = Pick<InsightFilter, 'regionId' | 'categoryId'>;

function inFilter(business: InsightBusiness | undefined, filter: PlaceFilter): boolean {
  if (!business) return false;
  if (filter.regionId !== null && business.region.id !== filter.regionId) return false;
  return filter.categoryId === null || business.categories.some((c) => c.id === filter.categoryId);
}

/**
 * The referrals made in the range that touch the region and category: a referral counts when the
 * business that gave it or the one that received it is in both. A referral whose time cannot be
 * read is left out rather than guessed.
 */
export function filterReferrals<R extends InsightReferral>(
  referrals: readonly R[],
  businesses: readonly InsightBusiness[],
  filter: InsightFilter,
): R[] {
  const start = filter.range.start.getTime();
  const end = filter.range.end.getTime();
  const everywhere = filter.regionId === null && filter.categoryId === null;
  const index = everywhere ? null : byId(businesses);
  return referrals.filter((referral) => {
    const time = Date.parse(referral.createdAt);
    if (!(time >= start && time < end)) return false;
    if (!index) return true;
    return (
      inFilter(index.get(referral.referrer.id), filter) || inFilter(index.get(referral.referredTo.id), filter)
    );
  });
}

/** Referrals per month by acceptance type: `counts[month][type]`, in the order of `months` and `types`. */
/** `more`: the acceptance types a server's answer left out (it lists the commonest). */
export type ReferralTrend = { months: string[]; types: string[]; counts: number[][]; more?: number };

export const acceptanceOf = (referral: Pick<InsightReferral, 'acceptanceType'>) =>
  referral.acceptanceType?.trim() || NO_ACCEPTANCE_TYPE;

/** Referrals per month of the range (every month, empty ones too), split by acceptance type (sorted by name). */
export function referralTrend(referrals: readonly InsightReferral[], range: TimeRange): ReferralTrend {
  const months = monthsIn(range);
  const types = [...new Set(referrals.map(acceptanceOf))].sort((a, b) => a.localeCompare(b));
  const counts = months.map(() => types.map(() => 0));
  const monthIndex = new Map(months.map((month, index) => [month, index]));
  const typeIndex = new Map(types.map((type, index) => [type, index]));
  for (const referral of referrals) {
    const row = monthIndex.get(monthKey(new Date(referral.createdAt)));
    const column = typeIndex.get(acceptanceOf(referral));
    if (row === undefined || column === undefined) continue;
    const cells = counts[row];
    if (cells) cells[column] = (cells[column] ?? 0) + 1;
  }
  return { months, types, counts };
}

export type RankedBusiness = { id: number; name: string; count: number };
export type RankingSide = 'given' | 'received';

export const RANKING_SIZE = 10;

/**
 * The businesses that gave (or received) the most referrals, most first, ties by name; only those
 * with at least one. Names come from the businesses list, else from the referral.
 */
export function topBusinesses(
  referrals: readonly InsightReferral[],
  businesses: readonly InsightBusiness[],
  side: RankingSide,
  size: number = RANKING_SIZE,
): RankedBusiness[] {
  const index = byId(businesses);
  const ranked = new Map<number, RankedBusiness>();
  for (const referral of referrals) {
    const party = side === 'given' ? referral.referrer : referral.referredTo;
    const entry = ranked.get(party.id);
    if (entry) entry.count += 1;
    else ranked.set(party.id, { id: party.id, name: index.get(party.id)?.name ?? party.name, count: 1 });
  }
  return [...ranked.values()].sort(byCount).slice(0, size);
}

/** A business with no referral given or received lately, and when its last one was (null: never). */
export type QuietMember = { id: number; name: string; region: string; lastReferral: string | null };

/**
 * The businesses (in the region and category, null for all) with no referral given or received in
 * the `days` before `now`, by name. Reads every referral, not only the period's: quiet is about now.
 */
export function quietMembers(
  referrals: readonly InsightReferral[],
  businesses: readonly InsightBusiness[],
  now: Date,
  filter: PlaceFilter,
  days: number = QUIET_DAYS,
): QuietMember[] {
  const last = new Map<number, number>();
  const nowTime = now.getTime();
  for (const referral of referrals) {
    const time = Date.parse(referral.createdAt);
    if (!Number.isFinite(time) || time > nowTime) continue;
    if (time > (last.get(referral.referrer.id) ?? -Infinity)) last.set(referral.referrer.id, time);
    if (time > (last.get(referral.referredTo.id) ?? -Infinity)) last.set(referral.referredTo.id, time);
  }
  const since = nowTime - days * DAY_MS;
  return businesses
    .filter((business) => inFilter(business, filter) && (last.get(business.id) ?? -Infinity) < since)
    .map((business) => {
      const time = last.get(business.id);
      return {
        id: business.id,
        name: business.name,
        region: business.region.name,
        lastReferral: time === undefined ? null : new Date(time).toISOString(),
      };
    })
    .sort(byName);
}

/** Referral counts from one group to another: `counts[from][to]`, in the order of `groups`. */
/** `more`: the groups a server's answer left out (it lists those with the most referrals). */
export type FlowMatrix = { groups: Named[]; counts: number[][]; more?: number };
export type FlowKind = 'region' | 'category';

/**
 * Referrals from region to region, or category to category. A business in several categories
 * counts for each: a referral between a business in two and one in three adds to six cells. Only
 * the groups some referral touches are listed, by name.
 */
export function referralFlows(
  referrals: readonly InsightReferral[],
  businesses: readonly InsightBusiness[],
  kind: FlowKind,
): FlowMatrix {
  const index = byId(businesses);
  const groupsOf = (id: number): readonly Named[] => {
    const business = index.get(id);
    if (!business) return [];
    return kind === 'region' ? [business.region] : business.categories;
  };
  // Counts by source, then target: no key string is built per referral.
  const pairs = new Map<number, Map<number, number>>();
  const seen = new Map<number, Named>();
  for (const referral of referrals) {
    const from = groupsOf(referral.referrer.id);
    const to = groupsOf(referral.referredTo.id);
    for (const source of from)
      for (const target of to) {
        seen.set(source.id, source);
        seen.set(target.id, target);
        let row = pairs.get(source.id);
        if (!row) pairs.set(source.id, (row = new Map()));
        row.set(target.id, (row.get(target.id) ?? 0) + 1);
      }
  }
  const groups = [...seen.values()].map(({ id, name }) => ({ id, name })).sort(byName);
  const counts = groups.map((source) => groups.map((target) => pairs.get(source.id)?.get(target.id) ?? 0));
  return { groups, counts };
}

/** Everything the page shows that the whole lists can tell. */
export type Insights = {
  total: number;
  trend: ReferralTrend;
  given: RankedBusiness[];
  received: RankedBusiness[];
  quiet: QuietMember[];
  regionFlows: FlowMatrix;
  categoryFlows: FlowMatrix;
  /** What a server's answer left out of the lists above (the console's own lists leave out none). */
  givenMore?: number;
  receivedMore?: number;
  quietMore?: number;
};

/** All of the page's aggregations, in one call (and one filtering pass) over the whole lists. */
export function computeInsights(
  referrals: readonly InsightReferral[],
  businesses: readonly InsightBusiness[],
  filter: InsightFilter,
  now: Date,
): Insights {
  const chosen = filterReferrals(referrals, businesses, filter);
  return {
    total: chosen.length,
    trend: referralTrend(chosen, filter.range),
    given: topBusinesses(chosen, businesses, 'given'),
    received: topBusinesses(chosen, businesses, 'received'),
    quiet: quietMembers(referrals, businesses, now, filter),
    regionFlows: referralFlows(chosen, businesses, 'region'),
    categoryFlows: referralFlows(chosen, businesses, 'category'),
  };
}
