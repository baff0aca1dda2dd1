import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<GetHistoryApiResponse, GetHistoryApiArg>({
      query: (queryArg) => ({
        url: `/history`,
        params: {
          model: queryArg.model,
          id: queryArg.id,
          pageSize: queryArg.pageSize,
          page: queryArg.page,
          cursor: queryArg.cursor,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetHistoryApiResponse = /** status 200 Revisions, newest first */ RevisionListEnvelope;
export type GetHistoryApiArg = {
  model: RecordModel;
  id: Id;
  /** Optional paging extension; a spec-only backend ignores it and answers the whole list. Asks for one page of at most this many rows, answered with `meta`. Without it the answer is the whole list with no `meta`, whatever else is sent. Screens ask for at most 100; an export reads its pages 1,000 rows at a time. */
  pageSize?: number;
  /** Optional paging extension. The 1-based page number (offset paging); default 1. */
  page?: number;
  /** Optional paging extension. The previous page's `meta.nextCursor`, sent with the same `q`, `sort`, `order` and filters: the page after it (keyset paging); `page` is then ignored. A cursor from another search, sort or filter is refused (400). */
  cursor?: string;
};
export type RecordModel = 'BUSINESS' | 'REFERRAL' | 'TRANSACTION' | 'USER' | 'REGION' | 'CATEGORY';
export type Id = number;
export type RevisionAction = 'CREATE' | 'UPDATE' | 'DELETE';
export type LogUser = {
  id: Id;
  firstName: string;
  lastName?: string | null;
};
export type FieldChange = {
  field: string;
  from?: unknown | null;
  to?: unknown | null;
};
export type Revision = {
  /** The record's version after this change, the number its ETag carries; a deletion takes the next number. */
  version: number;
  model: RecordModel;
  recordId: Id;
  action: RevisionAction;
  at: string;
  /** Who made the change; null when that user has been deleted (or for a system change). */
  actor?: LogUser | null;
  changes: FieldChange[];
};
export type ListMeta = {
  /** Rows matching the search and filters, on every page together */
  total: number;
  /** The page answered (1-based); with a cursor, the page that cursor leads to */
  page: number;
  pageSize: number;
  /** Opaque; send it as `cursor` for the next page. Null on the last page. A backend that pages by number only may leave it out; clients then ask for `page` + 1. */
  nextCursor?: string | null;
};
export type RevisionListEnvelope = {
  data: Revision[];
  meta?: ListMeta;
};
export type FieldError = {
  key: string;
  message: string;
};
export type FieldErrorList = FieldError[];
export type ErrorReference = string;
export type ValidationErrorBody =
  | FieldErrorList
  | {
      message?: string;
      data: FieldErrorList;
      reference?: ErrorReference;
    };
export type ErrorBody = {
  message: string;
  reference?: ErrorReference;
};
export const { useGetHistoryQuery, useLazyGetHistoryQuery } = injectedRtkApi;
