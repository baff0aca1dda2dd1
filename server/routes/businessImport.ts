import type { FastifyInstance } from 'fastify';
import { checkImport, ERRORS_LISTED, insertImport, type ImportRow } from '../data/businessImport';
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

/** A line number no import file reaches: 12 MB holds fewer lines than this. */
const LINE_MAX = 20_000_000;

function readRows(body: Record<string, unknown>): ImportRow[] {
  return list(body, 'rows').map((item) => {
    if (!isJsonObject(item)) throw invalidField('rows', 'Each row must be an object');
    const categories = list(item, 'categories');
    if (!categories.every((name): name is string => typeof name === 'string'))
      throw invalidField('rows', 'Each category must be text');
    const line = int(item, 'line');
    if (line < 2 || line > LINE_MAX)
      throw invalidField(
        'rows',
        `Each line must be a line number from 2 to ${LINE_MAX.toLocaleString('en')}`,
      );
    return { line, name: str(item, 'name'), region: str(item, 'region'), categories };
  });
}

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

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
      const { problems } = checked;
      if (problems.rows > 0) {
        const unlisted = problems.count - problems.listed.length;
        void reply.code(400);
        return {
          message:
            `${plural(problems.rows, 'row')} cannot be imported; nothing was written.` +
            (unlisted > 0
              ? ` The first ${plural(ERRORS_LISTED, 'problem')} are listed, and ${unlisted.toLocaleString('en')} more are not.`
              : ''),
          errors: problems.listed,
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
