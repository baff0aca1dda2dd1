import {
  api,
  useDeleteUserMutation,
  useGetUserQuery,
  useRegisterUserMutation,
  useUpdateUserMutation,
  type User,
} from '../../api/endpoints/users';
import { userList } from '../../api/lists/userList';
import { RESOURCES } from '../../api/resources';
import { defineResource, identityOf, saveWith, type RecordId } from '../../components/record/resource';
import { fullName } from '../../lib/fullName';
import { toId } from '../../lib/sameId';
import { userCard, userColumns } from './userColumns';
import type { UserValues } from './UserFields';
import { UserLoadFailed } from './UserLoadFailed';
import { UNVERIFIED_PREFIX } from './userLists';

const businessOf = (values: UserValues): number | null =>
  typeof values.business === 'number' && Number.isInteger(values.business) ? values.business : null;

/** Trimmed text; the spec's business is an integer, so with none chosen the field is left out. */
const payload = (values: UserValues) => {
  const business = businessOf(values);
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: (values.lastName ?? '').trim(),
    mobile: values.mobile,
    isAdmin: values.isAdmin === true,
    ...(business === null ? {} : { business }),
  };
};

/** The record's query, as its pages and a cold load's early request ask for it (one cache entry). */
const recordArg = (id: number) => ({ id });

export const userResource = defineResource({
  ...identityOf(RESOURCES.USER),
  recordName: fullName,
  backLabel: 'Back to users',
  list: {
    title: 'Users',
    emptyText: 'No users found',
    columns: userColumns,
    defaultSort: userList.defaultSort,
    exportName: 'users',
    card: userCard,
  },
  remove: {
    confirm: () => 'Are you sure you want to delete this user?',
    errorFallback: 'Error deleting user',
    ...saveWith(useDeleteUserMutation, (id: number) => ({ id })),
  },
  useRecord: (id: RecordId) => useGetUserQuery(typeof id === 'number' ? recordArg(id) : id),
  requestRecord: (id) => api.endpoints.getUser.initiate(recordArg(id), { subscribe: false }),
  // The spec shows the server's own words when a user cannot be loaded.
  failed: (error, retry) => <UserLoadFailed error={error} onRetry={retry} />,
  missing: (error, retry) => (error ? <UserLoadFailed error={error} onRetry={retry} /> : undefined),
  create: {
    title: 'Create New User',
    initialValues: { isAdmin: false },
    doneMessage: (values) => `Invitation sent to ${values.email.trim()}`,
    // The invitee is listed with the unverified users until they verify.
    highlightPrefix: UNVERIFIED_PREFIX,
    ...saveWith(useRegisterUserMutation, (values: UserValues) => ({ registerRequest: payload(values) })),
  },
  history: {
    model: 'USER',
    revert: (user, before) => ({
      firstName: before.text('firstName', user.firstName),
      lastName: before.text('lastName', user.lastName ?? ''),
      email: before.text('email', user.email),
      mobile: before.text('mobile', user.mobile || '0'),
      isAdmin: before.yesNo('isAdmin', user.isAdmin),
      isActive: before.yesNo('isActive', user.isActive ?? true),
      business: before.optionalId('business', toId(user.business)),
    }),
  },
  edit: {
    title: 'Edit User',
    toValues: (user: User) => ({
      firstName: user.firstName,
      lastName: user.lastName ?? '',
      email: user.email,
      // The spec's edit default: a user without a mobile number starts at '0'.
      mobile: user.mobile || '0',
      isAdmin: user.isAdmin,
      isActive: user.isActive ?? true,
      business: toId(user.business) ?? undefined,
    }),
    watched: [
      { label: 'First name', read: (user) => user.firstName },
      { label: 'Last name', read: (user) => user.lastName },
      { label: 'Email', read: (user) => user.email },
      { label: 'Mobile', read: (user) => user.mobile },
      { label: 'Admin', read: (user) => user.isAdmin },
      { label: 'Active', read: (user) => user.isActive },
      { label: 'Business', read: (user) => toId(user.business) },
    ],
    ...saveWith(useUpdateUserMutation, ({ id, values }: { id: number; values: UserValues }) => ({
      id,
      userUpdate: { ...payload(values), isActive: values.isActive !== false },
    })),
  },
});
