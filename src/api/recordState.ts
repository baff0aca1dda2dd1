import { httpStatus, type ApiError } from './errors';

/** What a single-record query gives: the envelope (whose `data` a backend may leave out) and its state. */
export type RecordQuery<T> = {
  data?: { data?: T | null } | null;
  error?: ApiError;
  isSuccess: boolean;
  isError: boolean;
};

export type RecordState<T> =
  | { status: 'loading' }
  | { status: 'missing'; error?: ApiError }
  | { status: 'failed'; error: ApiError }
  | { status: 'ready'; record: T };

function isRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The one rule for "this record does not exist", shared by every detail, edit, verify and reset
 * page: an id that is not an id, a 404 (or the 400 a backend gives for an id it cannot read), or a
 * successful answer that carries no record. Backends answer a missing record either way.
 */
export function recordState<T>(query: RecordQuery<T>, validId = true): RecordState<T> {
  if (!validId) return { status: 'missing' };
  if (query.isError) {
    const status = httpStatus(query.error);
    if (status === 404 || status === 400) return { status: 'missing', error: query.error };
    return { status: 'failed', error: query.error };
  }
  if (query.isSuccess) {
    const record = query.data?.data;
    return record !== undefined && record !== null && isRecord(record)
      ? { status: 'ready', record }
      : { status: 'missing' };
  }
  return { status: 'loading' };
}

/** Two records a page needs together: missing or failed if either is, ready when both are. */
export function bothRecords<A, B>(a: RecordState<A>, b: RecordState<B>): RecordState<[A, B]> {
  for (const state of [a, b]) {
    if (state.status === 'missing' || state.status === 'failed') return state;
  }
  if (a.status === 'ready' && b.status === 'ready') return { status: 'ready', record: [a.record, b.record] };
  return { status: 'loading' };
}
