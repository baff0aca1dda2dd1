import { api as generated, type VerifySecondFactorApiResponse } from '../generated/account';

export * from '../generated/account';

/**
 * The second factor's endpoints (optional extension `second-factor`), and one more: completing a
 * sign-in sends the token the password gave, which the store does not hold as a session until the
 * code is accepted. The header is the base query's own (same origin, never in the URL).
 */
export const api = generated.injectEndpoints({
  endpoints: (build) => ({
    completeSecondFactor: build.mutation<VerifySecondFactorApiResponse, { token: string; code: string }>({
      query: ({ token, code }) => ({
        url: '/auth/second-factor',
        method: 'POST',
        body: { code },
        headers: { 'x-auth-token': token },
      }),
    }),
  }),
});
