import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import {
  computeInsights,
  type InsightBusiness,
  type InsightFilter,
  type InsightReferral,
  type Insights,
} from '../../lib/insights/aggregate';
import type { AggregationAnswer, AggregationRequest } from './aggregationMessages';
import { listMessages } from './listParts';

/** The whole lists the aggregation reads, and the question asked of them. */
export type AggregationLists = { referrals: InsightReferral[]; businesses: InsightBusiness[] };
export type AggregationQuestion = { filter: InsightFilter; now: Date };

/** The page's figures; `pending` while newer ones are being computed (the older ones stay shown). */
export type Aggregation = { insights: Insights | null; pending: boolean };

function useAggregationHere(
  lists: AggregationLists | null,
  question: AggregationQuestion | null,
): Aggregation {
  const insights = useMemo(
    () =>
      lists && question
        ? computeInsights(lists.referrals, lists.businesses, question.filter, question.now)
        : null,
    [lists, question],
  );
  return { insights, pending: false };
}

/**
 * The aggregation in a Web Worker: on the large seed it takes longer than a frame, and the page
 * stays responsive meanwhile. Should the worker fail to start or to answer, the page computes here.
 */
function useAggregationInWorker(
  lists: AggregationLists | null,
  question: AggregationQuestion | null,
): Aggregation {
  const [worker, setWorker] = useState<Worker | null>(null);
  type Asked = { id: number; lists: AggregationLists; question: AggregationQuestion };
  const [answered, setAnswered] = useState<{ asked: Asked; insights: Insights } | null>(null);
  const [fallback, setFallback] = useState(false);
  const asked = useRef<Asked | null>(null);

  useEffect(() => {
    let live = true;
    let started: Worker | null = null;
    // Eager: the worker's starter is part of this chunk; the import only keeps `import.meta` from jest.
    import(/* webpackMode: "eager" */ './startInsightsWorker').then(
      ({ startInsightsWorker }) => {
        if (!live) return;
        started = startInsightsWorker();
        started.addEventListener('message', (event: MessageEvent<AggregationAnswer>) => {
          const answer = event.data;
          if (answer.kind === 'failed') setFallback(true);
          else if (asked.current && answer.id === asked.current.id) {
            const current = asked.current;
            // The figures are drawn in slices React can interrupt, so the page answers input meanwhile.
            startTransition(() => setAnswered({ asked: current, insights: answer.insights }));
          }
        });
        started.addEventListener('error', () => setFallback(true));
        setWorker(started);
      },
      () => live && setFallback(true),
    );
    return () => {
      live = false;
      started?.terminate();
    };
  }, []);

  const listsVersion = useRef(0);
  useEffect(() => {
    if (!worker || !lists || fallback) return;
    listsVersion.current += 1;
    const messages = listMessages(listsVersion.current, lists);
    worker.postMessage(messages.head);
    // One part per task of its own, so the page can draw and answer input between two copies.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const post = (index: number) => {
      worker.postMessage(messages.part(index));
      if (index + 1 < messages.parts) timer = setTimeout(() => post(index + 1), 0);
    };
    timer = setTimeout(() => post(0), 0);
    return () => clearTimeout(timer);
  }, [worker, lists, fallback]);
  useEffect(() => {
    if (!worker || !lists || !question || fallback) return;
    const id = (asked.current?.id ?? 0) + 1;
    asked.current = { id, lists, question };
    const request: AggregationRequest = { kind: 'compute', id, ...question };
    worker.postMessage(request);
  }, [worker, lists, question, fallback]);

  const here = useAggregationHere(fallback ? lists : null, fallback ? question : null);
  if (fallback) return here;
  if (!lists || !question) return { insights: null, pending: false };
  const current = answered?.asked.lists === lists && answered.asked.question === question;
  return { insights: answered?.insights ?? null, pending: !current };
}

/**
 * The page's aggregation over the whole lists: in a Web Worker where the browser has them, else
 * (jest's jsdom) here, with the same answer.
 */
export const useInsightsAggregation: (
  lists: AggregationLists | null,
  question: AggregationQuestion | null,
) => Aggregation = typeof Worker === 'undefined' ? useAggregationHere : useAggregationInWorker;
