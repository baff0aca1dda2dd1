import { useEffect, useState } from 'react';
import { baseApi } from '../api/baseApi';
import type { RootState } from '../store/store';
import { useAppSelector } from '../store/hooks';
import { usePainted } from './usePainted';

const firstDataPending = (state: RootState): boolean =>
  Object.values(state[baseApi.reducerPath].queries).some((query) => query?.status === 'pending');

/** Runs `then` when the browser is idle (at most 1 s later); returns the function cancelling it. */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(then, { timeout: 1_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(then, 0);
  return () => clearTimeout(timer);
}

/** How long after the paint a page's slow answer holds back what waits for it. */
const PATIENCE_MS = 3_000;

/**
 * True, and then for good, once the browser is idle after the frame that painted the page's first
 * data (or 3 s after its first paint, so that one slow answer does not hold it back): what the page
 * does not need to show itself (antd's message services, the live stream) is asked for then.
 * Waiting for the paint alone would let that code race the page's first answer and load before the
 * dashboard's tiles; turning true in the render that draws the answer would still ask for it before
 * the tiles are in the page (docs/decisions/023-less-code-before-the-dashboard.md).
 */
export function usePageSettled(patienceMs = PATIENCE_MS): boolean {
  const painted = usePainted();
  const [settled, setSettled] = useState(false);
  const dataShown = useAppSelector((state) => settled || (painted && !firstDataPending(state)));
  useEffect(() => {
    if (settled || !painted) return;
    if (!dataShown) {
      const timer = setTimeout(() => setSettled(true), patienceMs);
      return () => clearTimeout(timer);
    }
    // After the frame that shows the answer, once the page is idle: a page's own deferred content
    // (the dashboard's chart) goes first.
    let idle: (() => void) | undefined;
    const frame = requestAnimationFrame(() => {
      idle = whenIdle(() => setSettled(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      idle?.();
    };
  }, [dataShown, painted, settled, patienceMs]);
  return settled;
}
