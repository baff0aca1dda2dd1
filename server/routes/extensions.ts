import type { Handlers } from './context';

/**
 * The optional extensions this server offers (docs/contract.md), each with its version: what a
 * client reads once to know them all, rather than guessing each from an answer's status.
 */
const EXTENSIONS: readonly { name: string; version: string }[] = [
  { name: 'paging', version: '1' },
  { name: 'record-versions', version: '1' },
  { name: 'history', version: '1' },
  { name: 'events', version: '1' },
  { name: 'import', version: '1' },
  { name: 'insights', version: '1' },
  { name: 'business-referrals', version: '1' },
];

export function extensionHandlers(): Handlers {
  return {
    async getExtensions() {
      return { data: EXTENSIONS };
    },
  };
}
