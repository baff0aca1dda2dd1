import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api as authApi } from './generated/auth';
import { api as businessesApi } from './generated/businesses';
import { api as categoriesApi } from './generated/categories';
import { api as dashboardApi } from './generated/dashboard';
import { api as logsApi } from './generated/logs';
import { api as referralsApi } from './generated/referrals';
import { api as regionsApi } from './generated/regions';
import { api as transactionsApi } from './generated/transactions';
import { api as usersApi } from './generated/users';

/**
 * The spec's refetch rules (section 4) as cache tags on the generated endpoints.
 *
 * Lists provide a `LIST` tag and details their own id, so a change can name exactly what it makes
 * stale: an edit invalidates its record and the list, while a change that lists do not show (a
 * user's business, a referral's money) leaves the lists alone. A failed change invalidates nothing.
 * Invalidating a tag refetches only queries a screen is showing; the rest refetch when next shown.
 */
const tagTypes = [
  'Region',
  'Business',
  'Category',
  'Referral',
  'Transaction',
  'User',
  'UnverifiedUser',
  'Dashboard',
  'Log',
] as const;
type TagType = (typeof tagTypes)[number];
type Tag = TagType | { type: TagType; id: number | 'LIST' | 'DETAIL' };

const list = (type: TagType): Tag => ({ type, id: 'LIST' });
const one = (type: TagType, id: number): Tag => ({ type, id });
/** Every referral detail, but no referral list. */
const referralDetails: Tag = { type: 'Referral', id: 'DETAIL' };

/** Tags to invalidate only when the change went through. */
function onSuccess<R, A>(tags: (arg: A, result: R) => Tag[]) {
  return (result: R | undefined, error: FetchBaseQueryError | undefined, arg: A): Tag[] =>
    error || result === undefined ? [] : tags(arg, result);
}

// Each generated file types only its own endpoints, so each resource is enhanced on its own slice
// of the one base API.
const tagged = { addTagTypes: tagTypes };

dashboardApi.enhanceEndpoints({ ...tagged, endpoints: { getDashboard: { providesTags: ['Dashboard'] } } });
logsApi.enhanceEndpoints({ ...tagged, endpoints: { getLogs: { providesTags: ['Log'] } } });

// Regions. Deleting one clears every region cache; businesses show their region's name.
regionsApi.enhanceEndpoints({
  ...tagged,
  endpoints: {
    getRegions: { providesTags: [list('Region')] },
    getRegion: { providesTags: (_r, _e, { id }) => [one('Region', id)] },
    createRegion: { invalidatesTags: onSuccess(() => [list('Region'), 'Dashboard', 'Log']) },
    updateRegion: {
      invalidatesTags: onSuccess(({ id }) => [one('Region', id), list('Region'), 'Business', 'Log']),
    },
    deleteRegion: { invalidatesTags: onSuccess(() => ['Region', 'Dashboard', 'Log']) },
  },
});

// Businesses. Regions list their businesses and referrals show business names. A user belongs
// to one business at most, so adding one may move it away from another business.
businessesApi.enhanceEndpoints({
  ...tagged,
  endpoints: {
    getBusinesses: { providesTags: [list('Business')] },
    getBusiness: { providesTags: (_r, _e, { id }) => [one('Business', id)] },
    createBusiness: {
      invalidatesTags: onSuccess(({ businessInput }) => [
        list('Business'),
        one('Region', businessInput.regionId),
        'Dashboard',
        'Log',
      ]),
    },
    updateBusiness: {
      invalidatesTags: onSuccess(({ id }) => [
        one('Business', id),
        list('Business'),
        'Region',
        'Referral',
        'Log',
      ]),
    },
    deleteBusiness: {
      invalidatesTags: onSuccess(({ id }) => [
        one('Business', id),
        list('Business'),
        'Region',
        'User',
        'Dashboard',
        'Log',
      ]),
    },
    addBusinessUser: {
      invalidatesTags: onSuccess(({ businessUserRequest }) => [
        'Business',
        one('User', businessUserRequest.userId),
        'Log',
      ]),
    },
    removeBusinessUser: {
      invalidatesTags: onSuccess(({ businessId, userId }) => [
        one('Business', businessId),
        one('User', userId),
        'Log',
      ]),
    },
  },
});

// Categories. Businesses show their categories' names.
categoriesApi.enhanceEndpoints({
  ...tagged,
  endpoints: {
    getCategories: { providesTags: [list('Category')] },
    getCategory: { providesTags: (_r, _e, { id }) => [one('Category', id)] },
    createCategory: { invalidatesTags: onSuccess(() => [list('Category'), 'Dashboard', 'Log']) },
    updateCategory: {
      invalidatesTags: onSuccess(({ id }) => [one('Category', id), list('Category'), 'Business', 'Log']),
    },
    deleteCategory: {
      invalidatesTags: onSuccess(({ id }) => [
        one('Category', id),
        list('Category'),
        'Business',
        'Dashboard',
        'Log',
      ]),
    },
  },
});

// Referrals. An edit invalidates every referral cache (the lists by business included).
referralsApi.enhanceEndpoints({
  ...tagged,
  endpoints: {
    getReferrals: { providesTags: [list('Referral')] },
    getReferral: { providesTags: (_r, _e, { id }) => [one('Referral', id), referralDetails] },
    createReferral: { invalidatesTags: onSuccess(() => [list('Referral'), 'Dashboard', 'Log']) },
    updateReferral: { invalidatesTags: onSuccess(() => ['Referral', 'Log']) },
    deleteReferral: { invalidatesTags: onSuccess(() => ['Referral', 'Dashboard', 'Log']) },
  },
});

// Transactions refresh their referral (its total) and the dashboard (money made).
transactionsApi.enhanceEndpoints({
  ...tagged,
  endpoints: {
    getTransaction: { providesTags: (_r, _e, { id }) => [one('Transaction', id)] },
    createTransaction: {
      invalidatesTags: onSuccess(({ transactionCreate }) => [
        one('Referral', transactionCreate.referralId),
        'Dashboard',
        'Log',
      ]),
    },
    updateTransaction: {
      invalidatesTags: onSuccess(({ id, transactionUpdate }) => [
        one('Transaction', id),
        one('Referral', transactionUpdate.referralId),
        'Dashboard',
        'Log',
      ]),
    },
    deleteTransaction: {
      // The call names only the transaction, so every referral detail (one holds it) is refreshed.
      invalidatesTags: onSuccess(({ id }) => [one('Transaction', id), referralDetails, 'Dashboard', 'Log']),
    },
  },
});

// Users, verified and invited.
usersApi.enhanceEndpoints({
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
    updateUser: {
      invalidatesTags: onSuccess(({ id }) => [one('User', id), list('User'), 'Business', 'Log']),
    },
    deleteUser: {
      invalidatesTags: onSuccess(({ id }) => [one('User', id), list('User'), 'Business', 'Dashboard', 'Log']),
    },
    deleteUnverifiedUser: {
      invalidatesTags: onSuccess(() => [list('UnverifiedUser'), 'Dashboard', 'Log']),
    },
  },
});

// Sign-in and account flows change nothing an admin screen shows, except the log.
authApi.enhanceEndpoints({
  ...tagged,
  endpoints: { resendVerification: { invalidatesTags: onSuccess(() => ['Log']) } },
});
