import { api as generated } from '../generated/logs';
import { tagged } from '../tags';

export * from '../generated/logs';

export const api = generated.enhanceEndpoints({
  ...tagged,
  endpoints: { getLogs: { providesTags: ['Log'] } },
});
