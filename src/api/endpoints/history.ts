import { api as generated } from '../generated/history';
import { RESOURCES } from '../resources';
import { everyTagType, recordTag } from '../tags';

export * from '../generated/history';

// A record's history (optional extension) carries the record's own tag: every write that makes the
// record stale (an edit, a revert, a delete) makes its history stale too.
export const api = generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: {
    getHistory: { providesTags: (_r, _e, { model, id }) => [recordTag(RESOURCES[model].tag, id)] },
  },
});
