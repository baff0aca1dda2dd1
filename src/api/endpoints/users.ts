import { api as generated } from '../generated/users';
import { deleteRules } from '../deleteRules';
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
      invalidatesTags: onSuccess(({ registerRequest }) => [
        list('UnverifiedUser'),
        ...(registerRequest.business ? [one('Business', registerRequest.business)] : []),
        'Dashboard',
        'Log',
      ]),
    },
    // The unverified list links to the same user pages, so a change to a user may show there too.
    updateUser: {
      invalidatesTags: onSuccess(({ id }) => [
        one('User', id),
        list('User'),
        list('UnverifiedUser'),
        'Business',
        'Log',
      ]),
    },
    deleteUser: deleteRules([list('User'), list('UnverifiedUser'), 'Business', 'Dashboard', 'Log']),
    deleteUnverifiedUser: {
      invalidatesTags: onSuccess(() => [list('UnverifiedUser'), 'Dashboard', 'Log']),
    },
  },
});
