/**
 * Starts the insights worker. Apart from useInsightsAggregation.ts because `import.meta` is for
 * webpack's eyes only: jest (whose jsdom has no Worker) never loads this module.
 */
export function startInsightsWorker(): Worker {
  return new Worker(new URL('./insights.worker.ts', import.meta.url), { name: 'insights-worker' });
}
