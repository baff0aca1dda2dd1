import type { Importance } from '../../api/endpoints/referrals';
import { IMPORTANCES } from '../../api/importance';

export const DEFAULT_IMPORTANCE: Importance = 'Hot';

/** Tag colours; the word is always shown too, so colour is never the only cue. */
export const IMPORTANCE_COLOURS: Record<Importance, string> = { Hot: 'red', Medium: 'orange', Low: 'blue' };

/** Sorting by importance means hottest first, not alphabetical (Hot, Low, Medium). */
export function importanceRank(value: string): number {
  const rank = IMPORTANCES.findIndex((importance) => importance === value);
  return rank === -1 ? IMPORTANCES.length : rank;
}
