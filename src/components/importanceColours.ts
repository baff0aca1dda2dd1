import type { Importance } from '../api/endpoints/referrals';

/** Tag colours; the word is always shown too, so colour is never the only cue. */
export const IMPORTANCE_COLOURS: Record<Importance, string> = { Hot: 'red', Medium: 'orange', Low: 'blue' };
