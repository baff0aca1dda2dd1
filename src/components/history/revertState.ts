import type { Revision } from '../../api/endpoints/history';
import { sameValue } from '../../lib/recordedValues';

/** A field a change set, and the value it has now. */
export type ValueNow = { field: string; now: unknown };

export type RevertState = {
  /** The fields a newer revision changed again since this one, with their values now. */
  changedSince: ValueNow[];
  /** Every field already holds the value from before the change: a revert would change nothing. */
  nothingToRevert: boolean;
};

/**
 * What reverting `revision` would do, as the record's history says: `newestFirst` is that history
 * as far as it is loaded, newest first, as the backend answers it. A field's value now is what
 * the newest revision that touched it set.
 */
export function revertState(newestFirst: readonly Revision[], revision: Revision): RevertState {
  const position = newestFirst.findIndex((other) => other.version === revision.version);
  const newer = position < 0 ? [] : newestFirst.slice(0, position);
  const values = revision.changes.map((change) => {
    const again = newer.flatMap((later) => later.changes).find((later) => later.field === change.field);
    return { change, now: again ? (again.to ?? null) : (change.to ?? null) };
  });
  return {
    changedSince: values
      .filter(({ change, now }) => !sameValue(now, change.to ?? null))
      .map(({ change, now }) => ({ field: change.field, now })),
    nothingToRevert: values.every(({ change, now }) => sameValue(now, change.from ?? null)),
  };
}
