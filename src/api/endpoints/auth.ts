import { api as generated } from '../generated/auth';
import { onSuccess, everyTagType } from '../tags';

export * from '../generated/auth';

// Sign-in and account flows change nothing an admin screen shows, except the log.
export const api = generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: { resendVerification: { invalidatesTags: onSuccess(() => ['Log']) } },
});
