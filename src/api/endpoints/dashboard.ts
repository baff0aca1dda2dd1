import { api as generated } from '../generated/dashboard';
import { tagged } from '../tags';

export * from '../generated/dashboard';

export const api = generated.enhanceEndpoints({
  ...tagged,
  endpoints: { getDashboard: { providesTags: ['Dashboard'] } },
});
