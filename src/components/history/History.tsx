import { lazy, Suspense } from 'react';
import type { HistoryProps } from './historyTypes';

// A chunk of its own, asked for once the record has loaded: detail pages paint without it.
const HistorySection = lazy(() => import('./HistorySection'));

/**
 * A record's History section (optional extension). Nothing shows while it loads, and nothing at
 * all against a backend without history (its 404): no error, no empty frame.
 */
export function History(props: HistoryProps) {
  return (
    <Suspense fallback={null}>
      <HistorySection {...props} />
    </Suspense>
  );
}
