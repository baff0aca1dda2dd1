import { computeInsights } from '../../lib/insights/aggregate';
import type { AggregationAnswer, AggregationRequest } from './aggregationMessages';
import { listsComplete, receiveLists, type ListsInArrival } from './listParts';

/** The page's aggregation, off the main thread (useInsightsAggregation.ts starts it). */
let lists: ListsInArrival | null = null;
/** The latest question, answered once the lists are complete. */
let waiting: Extract<AggregationRequest, { kind: 'compute' }> | null = null;

const answer = (message: AggregationAnswer) => self.postMessage(message);

function compute(request: Extract<AggregationRequest, { kind: 'compute' }>, whole: ListsInArrival) {
  try {
    answer({
      kind: 'insights',
      id: request.id,
      insights: computeInsights(whole.referrals, whole.businesses, request.filter, request.now),
    });
  } catch (error: unknown) {
    answer({
      kind: 'failed',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

self.addEventListener('message', (event: MessageEvent<AggregationRequest>) => {
  const request = event.data;
  if (request.kind === 'compute') waiting = request;
  else lists = receiveLists(lists, request);
  if (waiting && listsComplete(lists)) {
    const asked = waiting;
    waiting = null;
    compute(asked, lists);
  }
});
