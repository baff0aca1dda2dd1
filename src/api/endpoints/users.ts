import { api as generated } from '../generated/users';
import { staleAfter } from '../changeRules';
import { list, onSuccess, one, tagged } from '../tags';

export * from '../generated/users';

// Users, verified and invited.
export const api = generated.enhanceEndpoints({
  ...tagged,
  endpoints: {
    getUsers: { providesTags: [list('User')] },
    getUser: { providesTags: (_r, _e, { id }) => [one('User', id)] },
    getUnverifiedUsers: { providesTags: [list('UnverifiedUser')] },
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
      invalidatesTags: onSuccess(() => [list('UnverifiedUser'), 'Dashboard', 'Log']),
    },
  },
});
