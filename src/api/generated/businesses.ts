import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBusinesses: build.query<GetBusinessesApiResponse, GetBusinessesApiArg>({
      query: (queryArg) => ({
        url: `/businesses`,
        params: {
          pageSize: queryArg.pageSize,
          page: queryArg.page,
          cursor: queryArg.cursor,
          locate: queryArg.locate,
          q: queryArg.q,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    createBusiness: build.mutation<CreateBusinessApiResponse, CreateBusinessApiArg>({
      query: (queryArg) => ({ url: `/businesses`, method: 'POST', body: queryArg.businessInput }),
    }),
    importBusinesses: build.mutation<ImportBusinessesApiResponse, ImportBusinessesApiArg>({
      query: (queryArg) => ({
        url: `/businesses/import`,
        method: 'POST',
        body: queryArg.businessImportRequest,
      }),
    }),
    getBusiness: build.query<GetBusinessApiResponse, GetBusinessApiArg>({
      query: (queryArg) => ({ url: `/businesses/${queryArg.id}` }),
    }),
    updateBusiness: build.mutation<UpdateBusinessApiResponse, UpdateBusinessApiArg>({
      query: (queryArg) => ({
        url: `/businesses/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.businessInput,
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
    deleteBusiness: build.mutation<DeleteBusinessApiResponse, DeleteBusinessApiArg>({
      query: (queryArg) => ({
        url: `/businesses/${queryArg.id}`,
        method: 'DELETE',
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
    addBusinessUser: build.mutation<AddBusinessUserApiResponse, AddBusinessUserApiArg>({
      query: (queryArg) => ({ url: `/businesses/user`, method: 'POST', body: queryArg.businessUserRequest }),
    }),
    removeBusinessUser: build.mutation<RemoveBusinessUserApiResponse, RemoveBusinessUserApiArg>({
      query: (queryArg) => ({
        url: `/businesses/user/${queryArg.businessId}/${queryArg.userId}`,
        method: 'DELETE',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetBusinessesApiResponse = /** status 200 Businesses */ BusinessListEnvelope;
export type GetBusinessesApiArg = {
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
  /** Optional paging extension. The column to sort by; default `name`. */
  sort?: BusinessSortKey;
  /** Optional paging extension. The direction of `sort`; default the list's own order for its default column, `asc` for any other. Every order ends with the list's default order and the id, in the same direction, so pages never overlap or skip. */
  order?: SortOrder;
};
export type CreateBusinessApiResponse = /** status 201 The new business */ BusinessEnvelope;
export type CreateBusinessApiArg = {
  businessInput: BusinessInput;
};
export type ImportBusinessesApiResponse =
  /** status 200 The dry run's answer, or the businesses created */ BusinessImportEnvelope;
export type ImportBusinessesApiArg = {
  businessImportRequest: BusinessImportRequest;
};
export type GetBusinessApiResponse =
  /** status 200 The business with its region, categories and users */ BusinessEnvelope;
export type GetBusinessApiArg = {
  id: number;
};
export type UpdateBusinessApiResponse = /** status 200 The updated business */ BusinessEnvelope;
export type UpdateBusinessApiArg = {
  id: number;
  /** Optional extension (docs/contract.md): the ETag of the record as read. When the record has changed since, the write is refused with 412 and the current record. A backend without record versions ignores it. */
  'If-Match'?: string;
  businessInput: BusinessInput;
};
export type DeleteBusinessApiResponse = /** status 200 Done */ Ack;
export type DeleteBusinessApiArg = {
  id: number;
  /** Optional extension (docs/contract.md): the ETag of the record as read. When the record has changed since, the write is refused with 412 and the current record. A backend without record versions ignores it. */
  'If-Match'?: string;
};
export type AddBusinessUserApiResponse = /** status 200 Done */ Ack;
export type AddBusinessUserApiArg = {
  businessUserRequest: BusinessUserRequest;
};
export type RemoveBusinessUserApiResponse = /** status 200 Done */ Ack;
export type RemoveBusinessUserApiArg = {
  businessId: number;
  userId: number;
};
export type Id = number;
export type NamedRef = {
  id: Id;
  name: string;
};
export type Category = {
  id: Id;
  name: string;
};
export type BusinessUser = {
  id: Id;
  firstName: string;
  lastName?: string | null;
  email: string;
};
export type Business = {
  id: Id;
  name: string;
  region: NamedRef;
  categories: Category[];
  users: BusinessUser[];
  createdAt: string;
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
export type BusinessListEnvelope = {
  data: Business[];
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
export type BusinessSortKey = 'name' | 'region';
export type SortOrder = 'asc' | 'desc';
export type BusinessEnvelope = {
  data?: Business | null;
};
export type Name = string;
export type BusinessInput = {
  name: Name;
  regionId: Id;
  categories: {
    id: Id;
    name?: string;
  }[];
};
export type BusinessImportResultRow = {
  line: number;
  /** The new business's id; absent in a dry run */
  id?: Id;
  name: string;
  region: NamedRef;
  categories: NamedRef[];
};
export type BusinessImportEnvelope = {
  data: {
    dryRun: boolean;
    rows: BusinessImportResultRow[];
  };
};
export type BusinessImportError = {
  line: number;
  field: 'name' | 'region' | 'categories';
  message: string;
};
export type BusinessImportErrorBody = {
  message: string;
  errors: BusinessImportError[];
  reference?: ErrorReference;
};
export type BusinessImportRow = {
  /** The row's line in the file, the header being line 1 */
  line: number;
  name: string;
  /** A region's name */
  region: string;
  /** Categories' names */
  categories: string[];
};
export type BusinessImportRequest = {
  dryRun: boolean;
  rows: BusinessImportRow[];
};
export type Ack = {
  message: string;
};
export type BusinessUserRequest = {
  userId: Id;
  businessId: Id;
};
export const {
  useGetBusinessesQuery,
  useLazyGetBusinessesQuery,
  useCreateBusinessMutation,
  useImportBusinessesMutation,
  useGetBusinessQuery,
  useLazyGetBusinessQuery,
  useUpdateBusinessMutation,
  useDeleteBusinessMutation,
  useAddBusinessUserMutation,
  useRemoveBusinessUserMutation,
} = injectedRtkApi;
