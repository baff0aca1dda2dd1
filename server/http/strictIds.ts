import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors';

const DECIMAL_ID = /^[1-9][0-9]{0,15}$/;
/** Paging numbers in the query (the list extension's `pageSize` and `page`), held to the same form. */
const DECIMAL_QUERY_NUMBERS = ['pageSize', 'page'];
/** Record ids in the query (`/referrals?business=`, `/history?id=`, `locate`), held to the form of path ids. */
const QUERY_IDS = ['business', 'id', 'locate'];
/** Flags in the query: the validator would read `1`, `0` or an empty value as a boolean. */
const QUERY_FLAGS = ['extended'];
const MESSAGE = 'Must be a whole number written in digits, like 12';

/**
 * Path ids, and ids in the query, are plain decimal numbers; flags in the query are `true` or `false`. The validator's coercion would read `0x1`, ` 1`, `0001`,
 * `1e0` or `1.0` as record 1; they are refused here, before it runs.
 */
export function registerStrictIds(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    const params = request.params;
    if (typeof params === 'object' && params !== null) {
      for (const [name, value] of Object.entries(params)) {
        if (typeof value === 'string' && !DECIMAL_ID.test(value)) throw invalidField(name, MESSAGE);
      }
    }
    const query = request.query;
    if (typeof query !== 'object' || query === null) return;
    for (const name of DECIMAL_QUERY_NUMBERS) {
      const value: unknown = Reflect.get(query, name);
      // 0 and other out-of-range digits are left to the schema's own message.
      if (typeof value === 'string' && !/^(0|[1-9][0-9]{0,15})$/.test(value))
        throw invalidField(name, MESSAGE);
    }
    for (const name of QUERY_IDS) {
      const value: unknown = Reflect.get(query, name);
      if (value !== undefined && (typeof value !== 'string' || !DECIMAL_ID.test(value)))
        throw invalidField(name, MESSAGE);
    }
    for (const name of QUERY_FLAGS) {
      const value: unknown = Reflect.get(query, name);
      if (value !== undefined && value !== 'true' && value !== 'false')
        throw invalidField(name, 'Must be true or false');
    }
  });
}
