import type { Tag } from '../tags';

/** A pause this long ends a burst: a lone change is handed over almost at once. */
const QUIET_MS = 50;
/** A burst that goes on is handed over at least this often, and no invalidation follows another sooner. */
const WINDOW_MS = 250;

const tagKey = (tag: Tag) => (typeof tag === 'string' ? tag : `${tag.type}:${tag.id}`);

/**
 * Gathers the tags of changes that arrive together and hands them over once, deduplicated: 1,000
 * renames in a burst become one `invalidateTags`, so every query on screen refetches once, not
 * 1,000 times. A burst ends after a pause of 50 ms (a lone change waits no longer), or after 250 ms
 * if it goes on; two hand-overs are at least 250 ms apart, so a steady trickle of changes costs at
 * most four refetches a second per query shown. A fixed window would make every lone change wait its
 * whole length, longer than a list's refetch takes (docs/decisions/028-bench-rows-live-and-history.md).
 */
export function createTagBatcher(flush: (tags: Tag[]) => void, now: () => number = Date.now) {
  let pending = new Map<string, Tag>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let burstStarted: number | undefined;
  let lastHandedOver = -Infinity;
  const handOver = () => {
    const tags = [...pending.values()];
    pending = new Map();
    timer = undefined;
    burstStarted = undefined;
    lastHandedOver = now();
    flush(tags);
  };
  return {
    add(tags: readonly Tag[]) {
      for (const tag of tags) pending.set(tagKey(tag), tag);
      const at = now();
      burstStarted ??= at;
      const due = Math.max(Math.min(at + QUIET_MS, burstStarted + WINDOW_MS), lastHandedOver + WINDOW_MS);
      clearTimeout(timer);
      timer = setTimeout(handOver, due - at);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      burstStarted = undefined;
      pending = new Map();
    },
  };
}
