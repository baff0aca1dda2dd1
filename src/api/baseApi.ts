import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from './baseQuery';

const CACHE_SECONDS = 60;

/**
 * The one API slice. Endpoints are injected by the generated files in ./generated, through
 * ./resourceApi (which gives a registered resource's operations their cache tags), and tagged
 * further in ./endpoints where they need more: a resource's endpoints load with the first screen
 * that uses them, so the sign-in page carries only its own. Nothing is declared by hand here.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  keepUnusedDataFor: CACHE_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
