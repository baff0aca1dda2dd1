import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { recordState, type RecordQuery, type RecordState } from '../../api/recordState';
import { parseRouteId } from '../../lib/routeId';

export type RouteRecord<T> = RecordState<T> & {
  /** The route's id, or null when it is not an id (then nothing is asked). */
  id: number | null;
  refetch: () => void;
  /** Asks the backend again, past the cache: the record as it is now, or null when there is none. */
  readFresh: () => Promise<T | null>;
};

type Envelope<T> = { data?: T | null } | null | undefined;

type QueryWithRefetch<T> = RecordQuery<T> & {
  refetch: () => PromiseLike<{ data?: Envelope<T> }>;
};

/**
 * The record a route names: `param` parsed as a positive integer, `useRecordQuery` asked for it
 * (or skipped), and its state by the one not-found rule of `recordState`.
 */
export function useRouteRecord<T>(
  param: string,
  useRecordQuery: (id: number | SkipToken) => QueryWithRefetch<T>,
): RouteRecord<T> {
  const id = parseRouteId(useParams()[param]);
  const query = useRecordQuery(id === null ? skipToken : id);
  return {
    ...recordState(query, id !== null),
    id,
    refetch: () => void query.refetch(),
    readFresh: async () => {
      const fresh = (await query.refetch()).data?.data;
      return typeof fresh === 'object' && fresh !== null ? fresh : null;
    },
  };
}
