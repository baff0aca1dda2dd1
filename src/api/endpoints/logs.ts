import { api as generated } from '../generated/logs';
import { everyTagType } from '../tags';

export * from '../generated/logs';

export const api = generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: { getLogs: { providesTags: ['Log'] } },
});
