import { api as generated } from '../generated/users';
import { staleAfter } from '../changeRules';
import { listTag, onSuccess, everyTagType } from '../tags';

export * from '../generated/users';

// Users, verified and invited.
export const api = generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: {
    getUnverifiedUsers: { providesTags: [listTag('UnverifiedUser')] },
    registerUser: {
      invalidatesTags: onSuccess(({ registerRequest }) =>
        staleAfter({ model: 'USER', action: 'CREATE', business: registerRequest.business || null }),
      ),
    },
    deleteUnverifiedUser: {
      invalidatesTags: onSuccess(() => [listTag('UnverifiedUser'), 'Dashboard', 'Log']),
    },
  },
});
