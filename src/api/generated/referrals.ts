import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReferrals: build.query<GetReferralsApiResponse, GetReferralsApiArg>({
      query: (queryArg) => ({
        url: `/referrals`,
        params: {
          business: queryArg.business,
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
      }),
    }),
    deleteReferral: build.mutation<DeleteReferralApiResponse, DeleteReferralApiArg>({
      query: (queryArg) => ({ url: `/referrals/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetReferralsApiResponse = /** status 200 Referrals */ ReferralListEnvelope;
export type GetReferralsApiArg = {
  business?: number;
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
  referralPatch: ReferralPatch;
};
export type DeleteReferralApiResponse = /** status 200 Done */ Ack;
export type DeleteReferralApiArg = {
  id: number;
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
};
export type ReferralListEnvelope = {
  data: (Referral | BusinessReferral)[];
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
