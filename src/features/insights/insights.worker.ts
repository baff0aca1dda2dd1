import { computeInsights, type InsightBusiness, type InsightReferral } from '../../lib/insights/aggregate';
import type { AggregationAnswer, AggregationRequest } from './aggregationMessages';

/** The page's aggregation, off the main thread (useInsightsAggregation.ts starts it). */
let referrals: InsightReferral[] = [];
let businesses: InsightBusiness[] = [];

const answer = (message: AggregationAnswer) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<AggregationRequest>) => {
  const request = event.data;
  if (request.kind === 'lists') {
    referrals = request.referrals;
    businesses = request.businesses;
    return;
  }
  try {
    answer({
      kind: 'insights',
      id: request.id,
      insights: computeInsights(referrals, businesses, request.filter, request.now),
    });
  } catch (error: unknown) {
    answer({
      kind: 'failed',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
