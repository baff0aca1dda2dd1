import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The cache tags behind the spec's refetch rules ("after a change the matching lists are refetched;
 * transaction changes also refresh the dashboard"); ./endpoints gives each generated
 * endpoint its tags.
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
export type TagType = (typeof tagTypes)[number];
export type Tag = TagType | { type: TagType; id: number | 'LIST' | 'DETAIL' };

export const list = (type: TagType): Tag => ({ type, id: 'LIST' });
export const one = (type: TagType, id: number): Tag => ({ type, id });
/** Every referral detail, but no referral list. */
export const referralDetails: Tag = { type: 'Referral', id: 'DETAIL' };

/** Every tag: what a client that may have missed changes invalidates (a stream's reset). */
export const everything: readonly Tag[] = tagTypes;

/** Tags to invalidate only when the change went through. */
export function onSuccess<R, A>(tags: (arg: A, result: R) => Tag[]) {
  return (result: R | undefined, error: FetchBaseQueryError | undefined, arg: A): Tag[] =>
    error || result === undefined ? [] : tags(arg, result);
}

/** Declares every tag type on each resource's slice of the one base API. */
export const tagged = { addTagTypes: tagTypes };
