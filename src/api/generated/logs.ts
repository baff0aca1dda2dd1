import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLogs: build.query<GetLogsApiResponse, GetLogsApiArg>({
      query: (queryArg) => ({
        url: `/logs`,
        params: {
          pageSize: queryArg.pageSize,
          page: queryArg.page,
          cursor: queryArg.cursor,
          locate: queryArg.locate,
          q: queryArg.q,
          sort: queryArg.sort,
          order: queryArg.order,
          action: queryArg.action,
          model: queryArg.model,
          since: queryArg.since,
          until: queryArg.until,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetLogsApiResponse = /** status 200 Log entries */ LogListEnvelope;
export type GetLogsApiArg = {
  /** Optional paging extension; a spec-only backend ignores it and answers the whole list. Asks for one page of at most this many rows, answered with `meta`. Without it the answer is the whole list with no `meta`, whatever else is sent. Screens ask for at most 100; an export reads its pages 1,000 rows at a time. */
  pageSize?: number;
  /** Optional paging extension. The 1-based page number (offset paging); default 1. */
  page?: number;
  /** Optional paging extension. The previous page's `meta.nextCursor`, sent with the same `q`, `sort`, `order` and filters: the page after it (keyset paging); `page` is then ignored. A cursor from another search, sort or filter is refused (400). */
  cursor?: string;
  /** Optional paging extension. The id of a record to show (the one just created): the answer is the page that holds it in this order, search and filters, and `meta.page` says which; when no such record matches, the page asked for. Ignored with `cursor`. */
  locate?: number;
  /** Optional paging extension. Search text: every whitespace-separated word must appear, ignoring case, in the row's searchable text. */
  q?: string;
  /** Optional paging extension. The column to sort by; default `date` (newest first). */
  sort?: LogSortKey;
  /** Optional paging extension. The direction of `sort`; default the list's own order for its default column, `asc` for any other. Every order ends with the list's default order and the id, in the same direction, so pages never overlap or skip. */
  order?: SortOrder;
  /** Optional paging extension. Only entries with this action (the entry's `type`). */
  action?: LogAction;
  /** Optional paging extension. Only entries about this kind of record. */
  model?: LogModel;
  /** Optional paging extension (logs). Only entries made at or after this instant (the console sends the start of a local day). */
  since?: string;
  /** Optional paging extension (logs). Only entries made strictly before this instant (the console sends the start of the day after the last local day). */
  until?: string;
};
export type Id = number;
export type LogAction =
  | 'CREATE'
  | 'UPDATE'
  | 'DELETE'
  | 'INVITE'
  | 'VERIFY'
  | 'LOGIN'
  | 'REQUEST_PASSWORD_RESET'
  | 'PASSWORD_RESET';
export type LogModel = 'BUSINESS' | 'REFERRAL' | 'USER' | 'REGION' | 'CATEGORY';
export type LogUser = {
  id: Id;
  firstName: string;
  lastName?: string | null;
};
export type RecordModel = 'BUSINESS' | 'REFERRAL' | 'TRANSACTION' | 'USER' | 'REGION' | 'CATEGORY';
export type RecordRef = {
  model: RecordModel;
  id: Id;
};
export type LogEntry = {
  id: Id;
  message: string;
  type: LogAction;
  model: LogModel;
  date: string;
  /** The user responsible; absent when that user has been deleted */
  user?: LogUser;
  /** Optional extension (history, docs/contract.md): the record the entry is about, whose revisions `GET /history` reads, deleted or not. A spec-only backend sends none. */
  record?: RecordRef;
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
export type LogListEnvelope = {
  data: LogEntry[];
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
export type LogSortKey = 'date' | 'message' | 'model' | 'action' | 'user';
export type SortOrder = 'asc' | 'desc';
export const { useGetLogsQuery, useLazyGetLogsQuery } = injectedRtkApi;
