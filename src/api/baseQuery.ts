import { freeze } from '@reduxjs/toolkit';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { isApiEnvironment, type ApiEnvironment } from './environment';
import { isOffered } from './offeredExtensions';
import { learnVersion, withKnownVersion, type RecordVersions } from './recordVersions';

/**
 * Calls whose 401 is not a session that ended: the sign-in call answers 401 for wrong credentials
 * (that message belongs in the login banner), and sign-out is already on its way out.
 */
const CREDENTIAL_ENDPOINTS = new Set(['login', 'logout']);

function isRetryable(error: FetchBaseQueryError): boolean {
  if (typeof error.status === 'number') return error.status >= 500;
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

/**
 * fetch for fetchBaseQuery, which clones every answer and reads the copy as text, kept only to quote
 * in a PARSING_ERROR (which the console never shows). Reading the 9 MB log twice held its first rows
 * back by about 120 ms, so the copy it gets here has no body.
 */
async function fetchReadOnce(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const { status, statusText, headers } = response;
  if (status < 200 || status > 599) return response;
  return Object.assign(response, { clone: () => new Response(null, { status, statusText, headers }) });
}

const fetchers = new WeakMap<ApiEnvironment, ReturnType<typeof fetchBaseQuery>>();
const versionsByEnvironment = new WeakMap<ApiEnvironment, RecordVersions>();

function versionsFor(env: ApiEnvironment): RecordVersions {
  let versions = versionsByEnvironment.get(env);
  if (!versions) {
    versions = new Map();
    versionsByEnvironment.set(env, versions);
  }
  return versions;
}

function fetcherFor(env: ApiEnvironment): ReturnType<typeof fetchBaseQuery> {
  let fetcher = fetchers.get(env);
  if (!fetcher) {
    fetcher = fetchBaseQuery({
      baseUrl: env.baseUrl,
      timeout: env.timeoutMs,
      fetchFn: fetchReadOnce,
      prepareHeaders: (headers) => {
        headers.set('Accept', 'application/json');
        const token = env.token();
        if (token) headers.set('x-auth-token', token);
        return headers;
      },
    });
    fetchers.set(env, fetcher);
  }
  return fetcher;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * fetchBaseQuery with the console's rules: same-origin base URL, JSON, the session token in
 * `x-auth-token`, a timeout, 401 handed to the environment (which goes to /logout), and
 * queries (never mutations) retried on network errors and 5xx only, and a record's known version
 * sent with its writes (recordVersions) when the backend offers record versions (extensions.ts). Answers come back deep-frozen, as the cache would keep
 * them anyway.
 */
export const appBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  if (!isApiEnvironment(api.extra)) {
    throw new Error('The store was created without an ApiEnvironment; use createAppStore().');
  }
  const env: ApiEnvironment = api.extra;
  const rawQuery = fetcherFor(env);
  // A version goes back only to a backend that offers record versions: another may send an ETag
  // for caching alone, and refuse an If-Match it never promised to read. Tags are kept whatever
  // discovery says, so a record read before its answer came is still sent with its version.
  const versions = versionsFor(env);
  const call = isOffered(api.getState(), 'record-versions') ? withKnownVersion(versions, args) : args;

  const attempts = api.type === 'query' ? env.maxRetries + 1 : 1;
  for (let attempt = 1; ; attempt++) {
    const result = await rawQuery(call, api, extraOptions);
    const error = result.error;
    learnVersion(versions, call, result.meta, !error);
    // Frozen here in one pass: put into the cache unfrozen, immer walks the answer twice (looking
    // for drafts, then freezing it), about 250 ms for 50,000 log entries against 60 ms for this.
    if (!error) return { ...result, data: freeze(result.data, true) };
    if (error.status === 401 && !CREDENTIAL_ENDPOINTS.has(api.endpoint)) {
      env.onUnauthorized();
      return result;
    }
    if (attempt >= attempts || !isRetryable(error) || api.signal.aborted) return result;
    await sleep(env.retryDelayMs(attempt));
  }
};
