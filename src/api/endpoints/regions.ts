import { api as generated } from '../generated/regions';
import { staleAfter } from '../changeRules';
import { listTag, onSuccess, recordTag, everyTagType } from '../tags';

export * from '../generated/regions';

// Regions. Deleting one clears every region cache; businesses show their region's name. A backend
// may delete a region's businesses with it (ours refuses with 409), and with them their referrals
// and users' links: a delete invalidates all of those.
export const api = generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: {
    getRegions: { providesTags: [listTag('Region')] },
    getRegion: { providesTags: (_r, _e, { id }) => [recordTag('Region', id)] },
    createRegion: { invalidatesTags: onSuccess(() => staleAfter({ model: 'REGION', action: 'CREATE' })) },
    updateRegion: {
      invalidatesTags: onSuccess(({ id }) => staleAfter({ model: 'REGION', action: 'UPDATE', id })),
    },
    deleteRegion: {
      invalidatesTags: onSuccess(({ id }) => staleAfter({ model: 'REGION', action: 'DELETE', id })),
    },
  },
});
