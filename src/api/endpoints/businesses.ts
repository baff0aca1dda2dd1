import { api as generated } from '../generated/businesses';
import { deleteRules } from '../deleteRules';
import { list, onSuccess, one, tagged } from '../tags';

export * from '../generated/businesses';

// Businesses. Regions list their businesses and referrals show business names. A user belongs
// to one business at most, so adding one may move it away from another business. A backend may
// delete a business's referrals with it (ours refuses with 409): a delete invalidates them too.
export const api = generated.enhanceEndpoints({
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
    deleteBusiness: deleteRules([
      list('Business'),
      'Region',
      'User',
      'Referral',
      'Transaction',
      'Dashboard',
      'Log',
    ]),
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
