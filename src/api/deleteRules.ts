import { onSuccess, type Tag } from './tags';

/**
 * A delete's cache rules: its tags once it went through, never the deleted record's own.
 * Invalidating that tag refetched the record while its page was still mounted (the page moves on
 * to the list only after the answer): a GET of the record just deleted, answered 404. The page
 * leaves at once; its cached copy is dropped when unused (`keepUnusedDataFor`).
 */
export const deleteRules = (tags: Tag[]) => ({
  invalidatesTags: onSuccess<unknown, { id: number }>(() => tags),
});
