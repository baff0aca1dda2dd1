import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/auth/login`, method: 'POST', body: queryArg.loginRequest }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/auth/logout`, method: 'POST' }),
    }),
    getVerifyUser: build.query<GetVerifyUserApiResponse, GetVerifyUserApiArg>({
      query: (queryArg) => ({
        url: `/auth/verify`,
        params: {
          token: queryArg.token,
        },
      }),
    }),
    verifyAccount: build.mutation<VerifyAccountApiResponse, VerifyAccountApiArg>({
      query: (queryArg) => ({
        url: `/auth/verify`,
        method: 'POST',
        body: queryArg.verifyRequest,
        params: {
          token: queryArg.token,
        },
      }),
    }),
    resendVerification: build.mutation<ResendVerificationApiResponse, ResendVerificationApiArg>({
      query: (queryArg) => ({ url: `/auth/verify-resend`, method: 'POST', body: queryArg.emailRequest }),
    }),
    requestPasswordReset: build.mutation<RequestPasswordResetApiResponse, RequestPasswordResetApiArg>({
      query: (queryArg) => ({
        url: `/auth/password-reset-request`,
        method: 'POST',
        body: queryArg.emailRequest,
      }),
    }),
    getProfileByToken: build.query<GetProfileByTokenApiResponse, GetProfileByTokenApiArg>({
      query: (queryArg) => ({
        url: `/auth/profile-token`,
        params: {
          token: queryArg.token,
        },
      }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({
        url: `/auth/password-reset`,
        method: 'POST',
        body: queryArg.passwordResetRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type LoginApiResponse = /** status 200 Signed in */ LoginEnvelope;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type LogoutApiResponse = /** status 200 Done */ Ack;
export type LogoutApiArg = void;
export type GetVerifyUserApiResponse = /** status 200 The invitee */ UnverifiedUserEnvelope;
export type GetVerifyUserApiArg = {
  token: string;
};
export type VerifyAccountApiResponse = /** status 200 Done */ Ack;
export type VerifyAccountApiArg = {
  token: string;
  verifyRequest: VerifyRequest;
};
export type ResendVerificationApiResponse = /** status 200 Done */ Ack;
export type ResendVerificationApiArg = {
  emailRequest: EmailRequest;
};
export type RequestPasswordResetApiResponse = /** status 200 Done */ Ack;
export type RequestPasswordResetApiArg = {
  emailRequest: EmailRequest;
};
export type GetProfileByTokenApiResponse = /** status 200 The user */ ProfileEnvelope;
export type GetProfileByTokenApiArg = {
  token: string;
};
export type ResetPasswordApiResponse = /** status 200 Done */ Ack;
export type ResetPasswordApiArg = {
  passwordResetRequest: PasswordResetRequest;
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
export type LoginResult = {
  token: string;
  user: User;
};
export type LoginEnvelope = {
  data: LoginResult;
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
export type LoginRequest = {
  email: string;
  password: string;
};
export type Ack = {
  message: string;
};
export type UnverifiedUser = {
  firstName: string;
  lastName?: string | null;
  isAdmin: boolean;
};
export type UnverifiedUserEnvelope = {
  data?: UnverifiedUser | null;
};
export type Password = string;
export type VerifyRequest = {
  password: Password;
  verifyPassword: Password;
};
export type Email = string;
export type EmailRequest = {
  email: Email;
};
export type Profile = {
  firstName: string;
  lastName?: string | null;
};
export type ProfileEnvelope = {
  data?: Profile | null;
};
export type PasswordResetRequest = {
  token: string;
  password: Password;
};
export const {
  useLoginMutation,
  useLogoutMutation,
  useGetVerifyUserQuery,
  useLazyGetVerifyUserQuery,
  useVerifyAccountMutation,
  useResendVerificationMutation,
  useRequestPasswordResetMutation,
  useGetProfileByTokenQuery,
  useLazyGetProfileByTokenQuery,
  useResetPasswordMutation,
} = injectedRtkApi;
