import { api as generated } from '../generated/dashboard';
import { everyTagType } from '../tags';

export * from '../generated/dashboard';

export const api = generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: { getDashboard: { providesTags: ['Dashboard'] } },
});
