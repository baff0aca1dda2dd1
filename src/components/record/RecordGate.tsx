import type { ReactNode } from 'react';
import type { ApiError } from '../../api/errors';
import type { RecordState } from '../../api/recordState';
import { ErrorDisplay } from '../ErrorDisplay';
import { NotFound } from '../NotFound';
import { PageLoading } from '../PageLoading';

/** How a load that failed for another reason than a missing record shows. */
export type LoadFailed = 'error' | 'not-found' | ((error: ApiError, retry: () => void) => ReactNode);

export type RecordGateProps<T> = {
  record: RecordState<T> & { refetch?: () => void };
  /** Where the not-found page leads back to. */
  backTo: string;
  backLabel: string;
  /**
   * How a load that failed for another reason than a missing record shows: the shared error
   * display with a retry by default, or (`'not-found'`) the not-found page, or a page of its own.
   */
  failed?: LoadFailed;
  /** A page of its own for a missing record (given the 404 answer, when there was one); nothing for the shared one. */
  missing?: (error: ApiError | undefined, retry: () => void) => ReactNode;
  children: (record: T) => ReactNode;
};

/** The loading, not-found and failed states every detail and edit page shares; the page once it is ready. */
export function RecordGate<T>({
  record,
  backTo,
  backLabel,
  failed = 'error',
  missing,
  children,
}: RecordGateProps<T>) {
  const notFound = <NotFound backTo={backTo} backLabel={backLabel} />;
  const retry = () => record.refetch?.();
  switch (record.status) {
    case 'loading':
      return <PageLoading />;
    case 'missing':
      return missing?.(record.error, retry) ?? notFound;
    case 'failed':
      if (failed === 'not-found') return notFound;
      if (failed === 'error') return <ErrorDisplay error={record.error} onRetry={retry} />;
      return failed(record.error, retry);
    case 'ready':
      return children(record.record);
  }
}
