import { api as generated, type RecordModel } from '../generated/history';
import { one, tagged, type TagType } from '../tags';

export * from '../generated/history';

const TAG_OF: Record<RecordModel, TagType> = {
  BUSINESS: 'Business',
  REFERRAL: 'Referral',
  TRANSACTION: 'Transaction',
  USER: 'User',
  REGION: 'Region',
  CATEGORY: 'Category',
};

// A record's history (optional extension) carries the record's own tag: every write that makes the
// record stale (an edit, a revert, a delete) makes its history stale too.
export const api = generated.enhanceEndpoints({
  ...tagged,
  endpoints: {
    getHistory: { providesTags: (_r, _e, { model, id }) => [one(TAG_OF[model], id)] },
  },
});
