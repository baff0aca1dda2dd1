import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors';

const DECIMAL_ID = /^[1-9][0-9]{0,15}$/;

/**
 * Path ids are plain decimal numbers. The validator's coercion would read `0x1`, ` 1`, `0001`,
 * `1e0` or `1.0` as record 1; they are refused here, before it runs.
 */
export function registerStrictIds(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    const params = request.params;
    if (typeof params !== 'object' || params === null) return;
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' && !DECIMAL_ID.test(value)) {
        throw invalidField(name, 'Must be a whole number written in digits, like 12');
      }
    }
  });
}
