import type { Tag } from '../tags';

/** How long tags are gathered before one invalidation: a burst of changes costs one refetch per page. */
const BATCH_WINDOW_MS = 250;

const tagKey = (tag: Tag) => (typeof tag === 'string' ? tag : `${tag.type}:${tag.id}`);

/**
 * Gathers the tags of the changes that arrive within a window and hands them over once,
 * deduplicated: 1,000 renames in a burst become one `invalidateTags`, so every query on screen
 * refetches once, not 1,000 times.
 */
export function createTagBatcher(flush: (tags: Tag[]) => void, windowMs = BATCH_WINDOW_MS) {
  let pending = new Map<string, Tag>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    add(tags: readonly Tag[]) {
      for (const tag of tags) pending.set(tagKey(tag), tag);
      timer ??= setTimeout(() => {
        const tagsNow = [...pending.values()];
        pending = new Map();
        timer = undefined;
        flush(tagsNow);
      }, windowMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = new Map();
    },
  };
}
