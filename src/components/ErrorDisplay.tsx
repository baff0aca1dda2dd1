import { lazy, Suspense } from 'react';
import type { ApiError } from '../api/errors';

export type ErrorDisplayProps = { error?: ApiError; onRetry?: () => void };

// antd's Result brings its three status illustrations wherever it is used: they load only when a
// load has failed, not with every page's first rows.
const ErrorDisplayView = lazy(() => import('./ErrorDisplayView'));

/** The shared display for a failed load: what went wrong and a way to try again. */
export function ErrorDisplay(props: ErrorDisplayProps) {
  return (
    <Suspense fallback={null}>
      <ErrorDisplayView {...props} />
    </Suspense>
  );
}
