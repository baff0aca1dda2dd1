import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRegions: build.query<GetRegionsApiResponse, GetRegionsApiArg>({
      query: () => ({ url: `/regions` }),
    }),
    createRegion: build.mutation<CreateRegionApiResponse, CreateRegionApiArg>({
      query: (queryArg) => ({ url: `/regions`, method: 'POST', body: queryArg.regionInput }),
    }),
    getRegion: build.query<GetRegionApiResponse, GetRegionApiArg>({
      query: (queryArg) => ({
        url: `/regions/${queryArg.id}`,
        params: {
          extended: queryArg.extended,
        },
      }),
    }),
    updateRegion: build.mutation<UpdateRegionApiResponse, UpdateRegionApiArg>({
      query: (queryArg) => ({
        url: `/regions/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.regionInput,
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
    deleteRegion: build.mutation<DeleteRegionApiResponse, DeleteRegionApiArg>({
      query: (queryArg) => ({
        url: `/regions/${queryArg.id}`,
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
export type GetRegionsApiResponse = /** status 200 Regions */ RegionListEnvelope;
export type GetRegionsApiArg = void;
export type CreateRegionApiResponse = /** status 201 The new region */ RegionEnvelope;
export type CreateRegionApiArg = {
  regionInput: RegionInput;
};
export type GetRegionApiResponse =
  /** status 200 The region; with `extended=true` also its businesses */ RegionEnvelope;
export type GetRegionApiArg = {
  id: number;
  extended?: boolean;
};
export type UpdateRegionApiResponse = /** status 200 The updated region */ RegionEnvelope;
export type UpdateRegionApiArg = {
  id: number;
  /** Optional extension (docs/contract.md): the ETag of the record as read. When the record has changed since, the write is refused with 412 and the current record. A backend without record versions ignores it. */
  'If-Match'?: string;
  regionInput: RegionInput;
};
export type DeleteRegionApiResponse = /** status 200 Done */ Ack;
export type DeleteRegionApiArg = {
  id: number;
  /** Optional extension (docs/contract.md): the ETag of the record as read. When the record has changed since, the write is refused with 412 and the current record. A backend without record versions ignores it. */
  'If-Match'?: string;
};
export type Id = number;
export type NamedRef = {
  id: Id;
  name: string;
};
export type Region = {
  id: Id;
  name: string;
  /** Present when requested with `extended=true` */
  businesses?: NamedRef[];
};
export type RegionListEnvelope = {
  data: Region[];
};
export type ErrorReference = string;
export type ErrorBody = {
  message: string;
  reference?: ErrorReference;
};
export type RegionEnvelope = {
  data?: Region | null;
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
      reference?: ErrorReference;
    };
export type Name = string;
export type RegionInput = {
  name: Name;
};
export type Ack = {
  message: string;
};
export const {
  useGetRegionsQuery,
  useLazyGetRegionsQuery,
  useCreateRegionMutation,
  useGetRegionQuery,
  useLazyGetRegionQuery,
  useUpdateRegionMutation,
  useDeleteRegionMutation,
} = injectedRtkApi;
