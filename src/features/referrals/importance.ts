import type { Importance } from '../../api/endpoints/referrals';

/** The spec's importance options, in the order the form offers them (Hot is the default). */
export const IMPORTANCES: readonly Importance[] = ['Hot', 'Medium', 'Low'];
export const DEFAULT_IMPORTANCE: Importance = 'Hot';

/** Tag colours; the word is always shown too, so colour is never the only cue. */
export const IMPORTANCE_COLOURS: Record<Importance, string> = { Hot: 'red', Medium: 'orange', Low: 'blue' };

export function isImportance(value: unknown): value is Importance {
  return IMPORTANCES.some((importance) => importance === value);
}

/** Sorting by importance means hottest first, not alphabetical (Hot, Low, Medium). */
export function importanceRank(value: string): number {
  const rank = IMPORTANCES.findIndex((importance) => importance === value);
  return rank === -1 ? IMPORTANCES.length : rank;
}
