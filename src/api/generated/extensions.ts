import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExtensions: build.query<GetExtensionsApiResponse, GetExtensionsApiArg>({
      query: () => ({ url: `/extensions` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetExtensionsApiResponse = /** status 200 Every extension offered */ ExtensionListEnvelope;
export type GetExtensionsApiArg = void;
export type ExtensionName = string;
export type Extension = {
  name: ExtensionName;
  /** The extension's version, e.g. `1`. */
  version: string;
};
export type ExtensionListEnvelope = {
  data: Extension[];
};
export const { useGetExtensionsQuery, useLazyGetExtensionsQuery } = injectedRtkApi;
