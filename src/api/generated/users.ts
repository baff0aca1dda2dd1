import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerUser: build.mutation<RegisterUserApiResponse, RegisterUserApiArg>({
      query: (queryArg) => ({ url: `/auth/register`, method: 'POST', body: queryArg.registerRequest }),
    }),
    getUsers: build.query<GetUsersApiResponse, GetUsersApiArg>({
      query: (queryArg) => ({
        url: `/users`,
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
    getUser: build.query<GetUserApiResponse, GetUserApiArg>({
      query: (queryArg) => ({ url: `/users/${queryArg.id}` }),
    }),
    updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
      query: (queryArg) => ({
        url: `/users/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.userUpdate,
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({
        url: `/users/${queryArg.id}`,
        method: 'DELETE',
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
    getUnverifiedUsers: build.query<GetUnverifiedUsersApiResponse, GetUnverifiedUsersApiArg>({
      query: () => ({ url: `/unverified` }),
    }),
    deleteUnverifiedUser: build.mutation<DeleteUnverifiedUserApiResponse, DeleteUnverifiedUserApiArg>({
      query: (queryArg) => ({ url: `/unverified/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type RegisterUserApiResponse = /** status 201 The invited user */ UserEnvelope;
export type RegisterUserApiArg = {
  registerRequest: RegisterRequest;
};
export type GetUsersApiResponse = /** status 200 Verified users */ PagedUserListEnvelope;
export type GetUsersApiArg = {
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
  /** Optional paging extension. The column to sort by; default `name` (first, then last name). */
  sort?: UserSortKey;
  /** Optional paging extension. The direction of `sort`; default the list's own order for its default column, `asc` for any other. Every order ends with the list's default order and the id, in the same direction, so pages never overlap or skip. */
  order?: SortOrder;
};
export type GetUserApiResponse = /** status 200 The user */ UserEnvelope;
export type GetUserApiArg = {
  id: number;
};
export type UpdateUserApiResponse = /** status 200 The updated user */ UserEnvelope;
export type UpdateUserApiArg = {
  id: number;
  /** Optional extension (docs/contract.md): the ETag of the record as read. When the record has changed since, the write is refused with 412 and the current record. A backend without record versions ignores it. */
  'If-Match'?: string;
  userUpdate: UserUpdate;
};
export type DeleteUserApiResponse = /** status 200 Done */ Ack;
export type DeleteUserApiArg = {
  id: number;
  /** Optional extension (docs/contract.md): the ETag of the record as read. When the record has changed since, the write is refused with 412 and the current record. A backend without record versions ignores it. */
  'If-Match'?: string;
};
export type GetUnverifiedUsersApiResponse = /** status 200 Unverified users */ UserListEnvelope;
export type GetUnverifiedUsersApiArg = void;
export type DeleteUnverifiedUserApiResponse = /** status 200 Done */ Ack;
export type DeleteUnverifiedUserApiArg = {
  id: number;
};
export type Id = number;
export type User = {
  id: Id;
  email: string;
  firstName: string;
  lastName?: string | null;
  mobile: string;
  isAdmin: boolean;
  isActive: boolean;
  /** Id of the business the user belongs to, if any */
  business?: number | null;
};
export type UserEnvelope = {
  data?: User | null;
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
export type Email = string;
export type Name = string;
export type Mobile = string;
export type RegisterRequest = {
  email: Email;
  firstName: Name;
  lastName: Name;
  mobile: Mobile;
  isAdmin: boolean;
  /** Id of the user's business; left out when there is none */
  business?: Id;
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
export type PagedUserListEnvelope = {
  data: User[];
  meta?: ListMeta;
};
export type UserSortKey = 'name' | 'email' | 'mobile' | 'type' | 'status';
export type SortOrder = 'asc' | 'desc';
export type UserUpdate = {
  email: Email;
  firstName: Name;
  lastName: Name;
  mobile: Mobile;
  isAdmin: boolean;
  isActive: boolean;
  /** Id of the user's business; left out when there is none */
  business?: Id;
};
export type Ack = {
  message: string;
};
export type UserListEnvelope = {
  data: User[];
};
export const {
  useRegisterUserMutation,
  useGetUsersQuery,
  useLazyGetUsersQuery,
  useGetUserQuery,
  useLazyGetUserQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useGetUnverifiedUsersQuery,
  useLazyGetUnverifiedUsersQuery,
  useDeleteUnverifiedUserMutation,
} = injectedRtkApi;
