import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBusinesses: build.query<GetBusinessesApiResponse, GetBusinessesApiArg>({
      query: () => ({ url: `/businesses` }),
    }),
    createBusiness: build.mutation<CreateBusinessApiResponse, CreateBusinessApiArg>({
      query: (queryArg) => ({ url: `/businesses`, method: 'POST', body: queryArg.businessInput }),
    }),
    getBusiness: build.query<GetBusinessApiResponse, GetBusinessApiArg>({
      query: (queryArg) => ({ url: `/businesses/${queryArg.id}` }),
    }),
    updateBusiness: build.mutation<UpdateBusinessApiResponse, UpdateBusinessApiArg>({
      query: (queryArg) => ({
        url: `/businesses/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.businessInput,
      }),
    }),
    deleteBusiness: build.mutation<DeleteBusinessApiResponse, DeleteBusinessApiArg>({
      query: (queryArg) => ({ url: `/businesses/${queryArg.id}`, method: 'DELETE' }),
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
export type GetBusinessesApiArg = void;
export type CreateBusinessApiResponse = /** status 201 The new business */ BusinessEnvelope;
export type CreateBusinessApiArg = {
  businessInput: BusinessInput;
};
export type GetBusinessApiResponse =
  /** status 200 The business with its region, categories and users */ BusinessEnvelope;
export type GetBusinessApiArg = {
  id: number;
};
export type UpdateBusinessApiResponse = /** status 200 The updated business */ BusinessEnvelope;
export type UpdateBusinessApiArg = {
  id: number;
  businessInput: BusinessInput;
};
export type DeleteBusinessApiResponse = /** status 200 Done */ Ack;
export type DeleteBusinessApiArg = {
  id: number;
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
export type BusinessListEnvelope = {
  data: Business[];
};
export type ErrorBody = {
  message: string;
};
export type BusinessEnvelope = {
  data?: Business | null;
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
export type Name = string;
export type BusinessInput = {
  name: Name;
  regionId: Id;
  categories: {
    id: Id;
    name?: string;
  }[];
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
  useGetBusinessQuery,
  useLazyGetBusinessQuery,
  useUpdateBusinessMutation,
  useDeleteBusinessMutation,
  useAddBusinessUserMutation,
  useRemoveBusinessUserMutation,
} = injectedRtkApi;
