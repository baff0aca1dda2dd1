import { loadedWhenShown } from '../../speed/loadLater';
import type { HistoryProps } from './historyTypes';

/**
 * A record's History section (optional extension), a chunk of its own asked for once the record
 * has loaded: detail pages paint without it. Nothing shows while it loads, and nothing at all
 * against a backend that does not offer history (src/api/extensions.ts): no error, no empty frame.
 */
export const History = loadedWhenShown<HistoryProps>(() => import('./HistorySection'));
