import { api as generated } from '../generated/businesses';
import { staleAfter } from '../changeRules';
import { onSuccess, recordTag, everyTagType } from '../tags';

export * from '../generated/businesses';

const IMPORT_TIMEOUT_MS = 120_000;

// Businesses. Regions list their businesses and referrals show business names. A user belongs
// to one business at most, so adding one may move it away from another business. A backend may
// delete a business's referrals with it (ours refuses with 409): a delete invalidates them too.
export const api = generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: {
    createBusiness: {
      invalidatesTags: onSuccess(({ businessInput }) =>
        staleAfter({ model: 'BUSINESS', action: 'CREATE', region: businessInput.regionId }),
      ),
    },
    // The import extension: a dry run changes nothing; a commit adds businesses as creates do.
    importBusinesses: {
      // 10,000 rows in one transaction may take longer than an ordinary answer's timeout.
      query: ({ businessImportRequest }) => ({
        url: '/businesses/import',
        method: 'POST',
        body: businessImportRequest,
        timeout: IMPORT_TIMEOUT_MS,
      }),
      invalidatesTags: onSuccess(({ businessImportRequest }) =>
        businessImportRequest.dryRun ? [] : staleAfter({ model: 'BUSINESS', action: 'CREATE' }),
      ),
    },
    addBusinessUser: {
      invalidatesTags: onSuccess(({ businessUserRequest }) => [
        'Business',
        recordTag('User', businessUserRequest.userId),
        'Log',
      ]),
    },
    removeBusinessUser: {
      invalidatesTags: onSuccess(({ businessId, userId }) => [
        recordTag('Business', businessId),
        recordTag('User', userId),
        'Log',
      ]),
    },
  },
});
