import { notFound } from '../http/errors';
import type { Handlers } from './context';

/**
 * The history and events extensions are in the contract before the server implements them: until
 * then it answers as a spec-only backend would, with 404, which the console reads as "absent".
 */
export function extensionsNotYet(): Handlers {
  return {
    async getHistory() {
      throw notFound('History');
    },
    async getEvents() {
      throw notFound('Events');
    },
  };
}
