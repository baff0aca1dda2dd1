import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReferrals: build.query<GetReferralsApiResponse, GetReferralsApiArg>({
      query: (queryArg) => ({
        url: `/referrals`,
        params: {
          business: queryArg.business,
          pageSize: queryArg.pageSize,
          page: queryArg.page,
          cursor: queryArg.cursor,
          locate: queryArg.locate,
          q: queryArg.q,
          sort: queryArg.sort,
          order: queryArg.order,
          importance: queryArg.importance,
          status: queryArg.status,
        },
      }),
    }),
    createReferral: build.mutation<CreateReferralApiResponse, CreateReferralApiArg>({
      query: (queryArg) => ({ url: `/referrals`, method: 'POST', body: queryArg.referralCreate }),
    }),
    getReferral: build.query<GetReferralApiResponse, GetReferralApiArg>({
      query: (queryArg) => ({
        url: `/referrals/${queryArg.id}`,
        params: {
          extended: queryArg.extended,
        },
      }),
    }),
    updateReferral: build.mutation<UpdateReferralApiResponse, UpdateReferralApiArg>({
      query: (queryArg) => ({
        url: `/referrals/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.referralPatch,
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
    deleteReferral: build.mutation<DeleteReferralApiResponse, DeleteReferralApiArg>({
      query: (queryArg) => ({
        url: `/referrals/${queryArg.id}`,
        method: 'DELETE',
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetReferralsApiResponse = /** status 200 Referrals */ ReferralListEnvelope;
export type GetReferralsApiArg = {
  business?: number;
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
  /** Optional paging extension. The column to sort by; default `createdAt` (newest first). */
  sort?: ReferralSortKey;
  /** Optional paging extension. The direction of `sort`; default the list's own order for its default column, `asc` for any other. Every order ends with the list's default order and the id, in the same direction, so pages never overlap or skip. */
  order?: SortOrder;
  /** Optional paging extension. Only referrals of this importance. */
  importance?: Importance;
  /** Optional paging extension. Only referrals of this status (their `acceptanceType`, compared exactly), such as `Pending`, `Accepted` or `Declined`. */
  status?: string;
};
export type CreateReferralApiResponse = /** status 201 The new referral */ ReferralEnvelope;
export type CreateReferralApiArg = {
  referralCreate: ReferralCreate;
};
export type GetReferralApiResponse =
  /** status 200 The referral; with `extended=true` also its transactions */ ReferralEnvelope;
export type GetReferralApiArg = {
  id: number;
  extended?: boolean;
};
export type UpdateReferralApiResponse = /** status 200 The updated referral */ ReferralEnvelope;
export type UpdateReferralApiArg = {
  id: number;
  /** Optional extension (docs/contract.md): the ETag of the record as read. When the record has changed since, the write is refused with 412 and the current record. A backend without record versions ignores it. */
  'If-Match'?: string;
  referralPatch: ReferralPatch;
};
export type DeleteReferralApiResponse = /** status 200 Done */ Ack;
export type DeleteReferralApiArg = {
  id: number;
  /** Optional extension (docs/contract.md): the ETag of the record as read. When the record has changed since, the write is refused with 412 and the current record. A backend without record versions ignores it. */
  'If-Match'?: string;
};
export type Id = number;
export type Importance = 'Hot' | 'Medium' | 'Low';
export type NamedRef = {
  id: Id;
  name: string;
};
export type ReferralTransaction = {
  id: Id;
  amount: number;
  /** Calendar date, YYYY-MM-DD */
  date: string;
};
export type Referral = {
  id: Id;
  businessName: string;
  description?: string | null;
  importance: Importance;
  /** Where the referred business stands with the referral, set by the mobile app */
  acceptanceType?: string | null;
  /** Empty until the referred business classifies the customer */
  customerType?: string | null;
  closureReason?: string | null;
  firstName: string;
  lastName?: string | null;
  email?: string | null;
  mobile: string;
  website?: string | null;
  referrer: NamedRef;
  referredTo: NamedRef;
  /** Present when requested with `extended=true` */
  transactions?: ReferralTransaction[];
  createdAt: string;
  updatedAt: string;
};
export type BusinessReferral = {
  id: Id;
  businessName: string;
  /** When the referral was made */
  date: string;
  /** Optional extension (business-referrals). The business that made the referral. */
  referrer?: NamedRef;
  /** Optional extension (business-referrals). The business that received it. */
  referredTo?: NamedRef;
  /** Optional extension (business-referrals). The referral's status, as `Referral.acceptanceType`. */
  acceptanceType?: string | null;
  /** Optional extension (business-referrals). The sum of its transactions' amounts. */
  moneyMade?: number;
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
export type ReferralListEnvelope = {
  data: (Referral | BusinessReferral)[];
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
export type ReferralSortKey =
  'businessName' | 'createdAt' | 'importance' | 'referrer' | 'referredTo' | 'status';
export type SortOrder = 'asc' | 'desc';
export type ReferralEnvelope = {
  data?: Referral | null;
};
export type Name = string;
export type Email = string;
export type Mobile = string;
export type Website = string;
export type Description = string;
export type ReferralCreate = {
  firstName: Name;
  lastName?: Name;
  email?: Email;
  mobile: Mobile;
  website?: Website;
  businessName: Name;
  importance: Importance;
  description?: Description;
  referrer: Id;
  referredTo: Id;
};
export type ReferralPatch = {
  firstName?: Name;
  lastName?: Name;
  email?: Email;
  mobile?: Mobile;
  website?: Website;
  businessName?: Name;
  importance?: Importance;
  description?: Description;
  referrer?: Id;
  referredTo?: Id;
};
export type Ack = {
  message: string;
};
export const {
  useGetReferralsQuery,
  useLazyGetReferralsQuery,
  useCreateReferralMutation,
  useGetReferralQuery,
  useLazyGetReferralQuery,
  useUpdateReferralMutation,
  useDeleteReferralMutation,
} = injectedRtkApi;
