import type { InsightBusiness, InsightFilter, InsightReferral, Insights } from '../../lib/insights/aggregate';

/**
 * What the page and the insights worker say to each other. The lists go over once each time they
 * change (copying 10,000 referrals is itself work on the main thread); a change of filter sends only
 * the filter. `id` pairs an answer with its question, so a late answer to an old filter is dropped.
 */
export type AggregationRequest =
  | { kind: 'lists'; referrals: InsightReferral[]; businesses: InsightBusiness[] }
  | { kind: 'compute'; id: number; filter: InsightFilter; now: Date };

export type AggregationAnswer =
  { kind: 'insights'; id: number; insights: Insights } | { kind: 'failed'; id: number; message: string };
