import type { FastifyInstance } from 'fastify';
import { checkImport, insertImport, type ImportRow } from '../data/businessImport';
import { createRecords } from '../data/writes';
import { invalidField } from '../http/errors';
import { bodyOf, bool, int, list, str } from '../http/input';
import { API_PREFIX, isJsonObject } from '../openapi/document';
import { actorOf, ok, type Handlers, type RouteContext } from './context';

/**
 * 10,000 rows of a 5 MB file, as JSON (keys and quotes add to every field): the import's own limit,
 * instead of the 100 KB every other operation accepts.
 */
const IMPORT_BODY_LIMIT_BYTES = 12 * 1024 * 1024;

/** Gives the import route its own body limit (an onRoute hook, before the routes are added). */
export function registerImportBodyLimit(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    if (route.method === 'POST' && route.url === `${API_PREFIX}/businesses/import`)
      route.bodyLimit = IMPORT_BODY_LIMIT_BYTES;
  });
}

function readRows(body: Record<string, unknown>): ImportRow[] {
  return list(body, 'rows').map((item) => {
    if (!isJsonObject(item)) throw invalidField('rows', 'Each row must be an object');
    const categories = list(item, 'categories');
    if (!categories.every((name): name is string => typeof name === 'string'))
      throw invalidField('rows', 'Each category must be text');
    return { line: int(item, 'line'), name: str(item, 'name'), region: str(item, 'region'), categories };
  });
}

export function businessImportHandlers({ db }: RouteContext): Handlers {
  return {
    async importBusinesses(request, reply) {
      const actor = actorOf(request);
      const body = bodyOf(request);
      const dryRun = bool(body, 'dryRun');
      const rows = readRows(body);
      const lines = new Set(rows.map((row) => row.line));
      if (lines.size !== rows.length) throw invalidField('rows', 'Each line once');

      const checked = await checkImport(db, rows);
      if (checked.errors.length > 0) {
        const count = new Set(checked.errors.map((error) => error.line)).size;
        void reply.code(400);
        return {
          message: `${count} row${count === 1 ? '' : 's'} cannot be imported; nothing was written.`,
          errors: checked.errors,
        };
      }
      const view = checked.resolved.map((row) => ({
        line: row.line,
        name: row.name,
        region: row.region,
        categories: row.categories,
      }));
      if (dryRun) return ok({ dryRun, rows: view });

      // All or nothing: a row that fails (a name taken meanwhile) rolls back every other.
      const ids = await createRecords(db, 'businesses', actor.id, (tx) =>
        insertImport(tx, checked.resolved, actor),
      );
      return ok({ dryRun, rows: view.map((row, index) => ({ ...row, id: ids[index] })) });
    },
  };
}
