import type { Importance } from '../../api/endpoints/referrals';
import { IMPORTANCES } from '../../api/importance';

export const DEFAULT_IMPORTANCE: Importance = 'Hot';

/** Sorting by importance means hottest first, not alphabetical (Hot, Low, Medium). */
export function importanceRank(value: string): number {
  const rank = IMPORTANCES.findIndex((importance) => importance === value);
  return rank === -1 ? IMPORTANCES.length : rank;
}
