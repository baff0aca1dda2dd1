import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { RECORD_MODELS, RESOURCES, type ResourceTag } from './resources';

/**
 * The cache tags behind the spec's refetch rules ("after a change the matching lists are refetched;
 * transaction changes also refresh the dashboard"); ./resourceApi and ./endpoints give each
 * generated endpoint its tags.
 *
 * Lists provide a `LIST` tag and details their own id, so a change can name exactly what it makes
 * stale: an edit invalidates its record and the list, while a change that lists do not show (a
 * user's business, a referral's money) leaves the lists alone. A failed change invalidates nothing.
 * Invalidating a tag refetches only queries a screen is showing; the rest refetch when next shown.
 */
const OTHER_TAG_TYPES = ['UnverifiedUser', 'Dashboard', 'Log'] as const;
export type TagType = ResourceTag | (typeof OTHER_TAG_TYPES)[number];
export type Tag = TagType | { type: TagType; id: number | 'LIST' | 'DETAIL' };

/** Each resource's tag (from the registry), then the tags of what is not a resource. */
const tagTypes: readonly TagType[] = [
  ...RECORD_MODELS.map((model): TagType => RESOURCES[model].tag),
  ...OTHER_TAG_TYPES,
];

/** The tag a list of this type provides: what a change to the list's membership or order invalidates. */
export const listTag = (type: TagType): Tag => ({ type, id: 'LIST' });
/** The tag one record's query provides. */
export const recordTag = (type: TagType, id: number): Tag => ({ type, id });
/** Every referral detail, but no referral list. */
export const referralDetails: Tag = { type: 'Referral', id: 'DETAIL' };

/** Every tag: what a client that may have missed changes invalidates (a stream's reset). */
export const everyTag: readonly Tag[] = tagTypes;

/** Tags to invalidate only when the change went through. */
export function onSuccess<R, A>(tags: (arg: A, result: R) => Tag[]) {
  return (result: R | undefined, error: FetchBaseQueryError | undefined, arg: A): Tag[] =>
    error || result === undefined ? [] : tags(arg, result);
}

/** The option of enhanceEndpoints that declares every tag type on a resource's slice of the one base API. */
export const everyTagType = { addTagTypes: tagTypes };
