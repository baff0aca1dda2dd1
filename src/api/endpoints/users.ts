import { api as generated } from '../generated/users';
import { staleAfter } from '../changeRules';
import { listTag, onSuccess, recordTag, everyTagType } from '../tags';

export * from '../generated/users';

// Users, verified and invited.
export const api = generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: {
    getUsers: { providesTags: [listTag('User')] },
    getUser: { providesTags: (_r, _e, { id }) => [recordTag('User', id)] },
    getUnverifiedUsers: { providesTags: [listTag('UnverifiedUser')] },
    registerUser: {
      invalidatesTags: onSuccess(({ registerRequest }) =>
        staleAfter({ model: 'USER', action: 'CREATE', business: registerRequest.business || null }),
      ),
    },
    // The unverified list links to the same user pages, so a change to a user may show there too.
    updateUser: {
      invalidatesTags: onSuccess(({ id }) => staleAfter({ model: 'USER', action: 'UPDATE', id })),
    },
    deleteUser: {
      invalidatesTags: onSuccess(() => staleAfter({ model: 'USER', action: 'DELETE' })),
    },
    deleteUnverifiedUser: {
      invalidatesTags: onSuccess(() => [listTag('UnverifiedUser'), 'Dashboard', 'Log']),
    },
  },
});
