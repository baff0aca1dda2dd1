import type { Importance } from './endpoints/referrals';

/** The spec's importance options, in the order the form offers them (Hot is the default). */
export const IMPORTANCES: readonly Importance[] = ['Hot', 'Medium', 'Low'];

export function isImportance(value: unknown): value is Importance {
  return IMPORTANCES.some((importance) => importance === value);
}
