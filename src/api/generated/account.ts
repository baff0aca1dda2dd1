import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifySecondFactor: build.mutation<VerifySecondFactorApiResponse, VerifySecondFactorApiArg>({
      query: (queryArg) => ({ url: `/auth/second-factor`, method: 'POST', body: queryArg.codeRequest }),
    }),
    getAccountSecurity: build.query<GetAccountSecurityApiResponse, GetAccountSecurityApiArg>({
      query: () => ({ url: `/account/security` }),
    }),
    startTotpEnrollment: build.mutation<StartTotpEnrollmentApiResponse, StartTotpEnrollmentApiArg>({
      query: () => ({ url: `/account/totp`, method: 'POST' }),
    }),
    confirmTotpEnrollment: build.mutation<ConfirmTotpEnrollmentApiResponse, ConfirmTotpEnrollmentApiArg>({
      query: (queryArg) => ({
        url: `/account/totp/${queryArg.id}/confirm`,
        method: 'POST',
        body: queryArg.codeRequest,
      }),
    }),
    deleteSecondFactor: build.mutation<DeleteSecondFactorApiResponse, DeleteSecondFactorApiArg>({
      query: (queryArg) => ({ url: `/account/factors/${queryArg.id}`, method: 'DELETE' }),
    }),
    replaceRecoveryCodes: build.mutation<ReplaceRecoveryCodesApiResponse, ReplaceRecoveryCodesApiArg>({
      query: () => ({ url: `/account/recovery-codes`, method: 'POST' }),
    }),
    listSessions: build.query<ListSessionsApiResponse, ListSessionsApiArg>({
      query: () => ({ url: `/account/sessions` }),
    }),
    endOtherSessions: build.mutation<EndOtherSessionsApiResponse, EndOtherSessionsApiArg>({
      query: () => ({ url: `/account/sessions/end-others`, method: 'POST' }),
    }),
    endSession: build.mutation<EndSessionApiResponse, EndSessionApiArg>({
      query: (queryArg) => ({ url: `/account/sessions/${queryArg.id}`, method: 'DELETE' }),
    }),
    resetUserSecondFactor: build.mutation<ResetUserSecondFactorApiResponse, ResetUserSecondFactorApiArg>({
      query: (queryArg) => ({ url: `/users/${queryArg.id}/second-factor`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type VerifySecondFactorApiResponse = /** status 200 Signed in */ LoginEnvelope;
export type VerifySecondFactorApiArg = {
  codeRequest: CodeRequest;
};
export type GetAccountSecurityApiResponse =
  /** status 200 The account's second factor */ AccountSecurityEnvelope;
export type GetAccountSecurityApiArg = void;
export type StartTotpEnrollmentApiResponse =
  /** status 200 The key to enter into the app */ TotpEnrollmentEnvelope;
export type StartTotpEnrollmentApiArg = void;
export type ConfirmTotpEnrollmentApiResponse = /** status 200 Set up */ RecoveryCodesEnvelope;
export type ConfirmTotpEnrollmentApiArg = {
  id: number;
  codeRequest: CodeRequest;
};
export type DeleteSecondFactorApiResponse = /** status 200 Done */ Ack;
export type DeleteSecondFactorApiArg = {
  id: number;
};
export type ReplaceRecoveryCodesApiResponse = /** status 200 The new codes */ RecoveryCodesEnvelope;
export type ReplaceRecoveryCodesApiArg = void;
export type ListSessionsApiResponse = /** status 200 Live sessions */ SessionListEnvelope;
export type ListSessionsApiArg = void;
export type EndOtherSessionsApiResponse = /** status 200 Done */ Ack;
export type EndOtherSessionsApiArg = void;
export type EndSessionApiResponse = /** status 200 Done */ Ack;
export type EndSessionApiArg = {
  id: number;
};
export type ResetUserSecondFactorApiResponse = /** status 200 Done */ Ack;
export type ResetUserSecondFactorApiArg = {
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
export type LoginSecondFactor = {
  step: 'verify' | 'enroll' | 'grace';
  methods?: ('totp' | 'passkey' | 'recovery-code')[];
  signInsLeft?: number;
};
export type LoginResult = {
  token: string;
  user: User;
  /** Optional extension `second-factor`: what the token may do yet. A spec-only backend sends none, and the token is a full session. */
  secondFactor?: LoginSecondFactor;
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
export type CodeRequest = {
  /** Six digits from the authenticator app, or a recovery code */
  code: string;
};
export type SecondFactorKind = 'totp' | 'passkey';
export type SecondFactor = {
  id: Id;
  kind: SecondFactorKind;
  name: string;
  createdAt: string;
  lastUsedAt?: string | null;
};
export type SessionStage = 'full' | 'second-factor' | 'enroll';
export type AccountSecurity = {
  factors: SecondFactor[];
  recoveryCodesLeft: number;
  /** Whether the operator requires a second factor of every admin */
  required: boolean;
  /** While one is required and none is set up, sign-ins by password alone left */
  graceSignInsLeft?: number | null;
  /** Whether the server can keep authenticator-app keys (its operator set a key) */
  totpAvailable: boolean;
  stage: SessionStage;
};
export type AccountSecurityEnvelope = {
  data: AccountSecurity;
};
export type TotpEnrollment = {
  id: Id;
  /** The key in base32, for typing into an app that cannot scan */
  secret: string;
  /** The otpauth:// address, for the QR code */
  uri: string;
};
export type TotpEnrollmentEnvelope = {
  data: TotpEnrollment;
};
export type RecoveryCodes = {
  recoveryCodes: string[] | null;
};
export type RecoveryCodesEnvelope = {
  data: RecoveryCodes;
};
export type Ack = {
  message: string;
};
export type Session = {
  id: Id;
  /** Browser and system, from the user agent */
  device: string;
  address?: string | null;
  startedAt: string;
  lastSeenAt: string;
  stage: SessionStage;
  /** The session making the request */
  current: boolean;
};
export type SessionListEnvelope = {
  data: Session[];
};
export const {
  useVerifySecondFactorMutation,
  useGetAccountSecurityQuery,
  useLazyGetAccountSecurityQuery,
  useStartTotpEnrollmentMutation,
  useConfirmTotpEnrollmentMutation,
  useDeleteSecondFactorMutation,
  useReplaceRecoveryCodesMutation,
  useListSessionsQuery,
  useLazyListSessionsQuery,
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useResetUserSecondFactorMutation,
} = injectedRtkApi;
