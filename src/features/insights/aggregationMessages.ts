import type { InsightBusiness, InsightFilter, InsightReferral, Insights } from '../../lib/insights/aggregate';

/**
 * What the page and the insights worker say to each other. The lists go over each time they
 * change, as `lists` (how many of each) and then `part`s of at most PART_SIZE of each, one part
 * per task: posting copies its message on the main thread, and 10,000 referrals in one message
 * block it longer than a frame. Only the fields the aggregation reads go over. A change of filter
 * sends only the filter. `version` ties parts to their lists; `id` pairs an answer with its
 * question, so a late answer to an old filter is dropped.
 */
export type AggregationRequest =
  | { kind: 'lists'; version: number; referrals: number; businesses: number }
  | { kind: 'part'; version: number; referrals: InsightReferral[]; businesses: InsightBusiness[] }
  | { kind: 'compute'; id: number; filter: InsightFilter; now: Date };

export type AggregationAnswer =
  { kind: 'insights'; id: number; insights: Insights } | { kind: 'failed'; id: number; message: string };

/** The most referrals, and businesses, in one part. */
export const PART_SIZE = 500;
