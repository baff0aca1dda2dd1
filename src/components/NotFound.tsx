import { lazy, Suspense } from 'react';

export type NotFoundProps = { backTo?: string; backLabel?: string };

// Loaded when something is not found: antd's Result is not part of a page's first paint.
const NotFoundView = lazy(() => import('./NotFoundView'));

/**
 * The shared not-found page: unknown or missing records, and ids that are not ids. The spec calls
 * it the "404 'Not found' page", so the code is shown as well as the words.
 */
export function NotFound(props: NotFoundProps) {
  return (
    <Suspense fallback={null}>
      <NotFoundView {...props} />
    </Suspense>
  );
}
