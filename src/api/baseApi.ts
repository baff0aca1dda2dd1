import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from './baseQuery';

export const CACHE_SECONDS = 60;

/**
 * The one API slice. Endpoints are injected by the generated files in ./generated and given
 * their cache tags in ./refetchRules.ts; nothing is declared by hand here.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  keepUnusedDataFor: CACHE_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
