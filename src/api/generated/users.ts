import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerUser: build.mutation<RegisterUserApiResponse, RegisterUserApiArg>({
      query: (queryArg) => ({ url: `/auth/register`, method: 'POST', body: queryArg.registerRequest }),
    }),
    getUsers: build.query<GetUsersApiResponse, GetUsersApiArg>({
      query: () => ({ url: `/users` }),
    }),
    getUser: build.query<GetUserApiResponse, GetUserApiArg>({
      query: (queryArg) => ({ url: `/users/${queryArg.id}` }),
    }),
    updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
      query: (queryArg) => ({ url: `/users/${queryArg.id}`, method: 'PUT', body: queryArg.userUpdate }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({ url: `/users/${queryArg.id}`, method: 'DELETE' }),
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
export type GetUsersApiResponse = /** status 200 Verified users */ UserListEnvelope;
export type GetUsersApiArg = void;
export type GetUserApiResponse = /** status 200 The user */ UserEnvelope;
export type GetUserApiArg = {
  id: number;
};
export type UpdateUserApiResponse = /** status 200 The updated user */ UserEnvelope;
export type UpdateUserApiArg = {
  id: number;
  userUpdate: UserUpdate;
};
export type DeleteUserApiResponse = /** status 200 Done */ Ack;
export type DeleteUserApiArg = {
  id: number;
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
export type ValidationErrorBody =
  | FieldErrorList
  | {
      message?: string;
      data: FieldErrorList;
    };
export type ErrorBody = {
  message: string;
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
export type UserListEnvelope = {
  data: User[];
};
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
