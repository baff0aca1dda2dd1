import { fullName, type LogEntryDraft, type Person } from '../audit';
import type { Queryable } from '../db/database';
import { int, text } from '../db/rows';
import { isName } from '../openapi/serverRules';
import type { NamedRecord } from './records';

/*
 * The business import extension (POST /businesses/import): every row checked against the
 * regions, categories and businesses in the database, then all of them created in one
 * transaction. The limits are those of a single create (server/openapi/serverRules.ts).
 */

const NAME_MAX_LENGTH = 200;
const CATEGORIES_MAX = 100;
/** The most a row can hold within the limits above: a name, a region and every category at full length. */
const ROW_MAX_CHARACTERS = NAME_MAX_LENGTH * (CATEGORIES_MAX + 2);
/** Problems listed in one answer; the rest are counted in its message. */
export const ERRORS_LISTED = 1_000;

export type ImportRow = { line: number; name: string; region: string; categories: string[] };
type ImportError = { line: number; field: 'name' | 'region' | 'categories'; message: string };
export type ResolvedRow = { line: number; name: string; region: NamedRecord; categories: NamedRecord[] };

/** Names are matched without regard to case or surrounding spaces, as the unique index does. */
const keyOf = (name: string) => name.trim().toLowerCase();

async function namedByKey(q: Queryable, table: 'regions' | 'categories'): Promise<Map<string, NamedRecord>> {
  const rows = await q.query(`select id, name from ${table} order by id`);
  const byKey = new Map<string, NamedRecord>();
  for (const row of rows) {
    const record = { id: int(row, 'id'), name: text(row, 'name') };
    if (!byKey.has(keyOf(record.name))) byKey.set(keyOf(record.name), record);
  }
  return byKey;
}

/** The names (as keys) of the businesses that already hold one of `keys`. */
async function takenKeys(q: Queryable, keys: string[]): Promise<Set<string>> {
  const rows = await q.query(
    'select lower(trim(name)) as key from businesses where lower(trim(name)) = any($1::text[])',
    [keys],
  );
  return new Set(rows.map((row) => text(row, 'key')));
}

function checkName(name: string): string | null {
  if (name === '') return 'Missing name';
  if (name.length > NAME_MAX_LENGTH) return `Name is longer than ${NAME_MAX_LENGTH} characters`;
  // The rule of every other name (server/openapi/serverRules.ts), so the dry run refuses what the
  // import itself could not store.
  if (!isName(name)) return 'Name must be one line of valid text';
  return null;
}

/**
 * A row's size problem, found before anything is built from it: a row beyond the limits is one
 * error however many categories it lists, and costs no more than counting them.
 */
function checkSize(row: ImportRow): ImportError | null {
  let characters = row.name.length + row.region.length;
  let categories = 0;
  for (const name of row.categories) {
    characters += name.length;
    if (name.trim() !== '') categories += 1;
    if (categories > CATEGORIES_MAX)
      return { line: row.line, field: 'categories', message: `At most ${CATEGORIES_MAX} categories` };
    if (characters > ROW_MAX_CHARACTERS)
      return {
        line: row.line,
        field: 'name',
        message: `Row is longer than ${ROW_MAX_CHARACTERS} characters`,
      };
  }
  return null;
}

/** Every problem of an import: the first `ERRORS_LISTED` of them, and how many there are in all. */
export type ImportProblems = { listed: ImportError[]; count: number; rows: number };

/** Every row checked: the rows as they would be created, or the problems found. */
export async function checkImport(
  q: Queryable,
  rows: ImportRow[],
): Promise<{ resolved: ResolvedRow[]; problems: ImportProblems }> {
  const sizeProblems = new Map<number, ImportError>();
  for (const row of rows) {
    const problem = checkSize(row);
    if (problem) sizeProblems.set(row.line, problem);
  }
  const regions = await namedByKey(q, 'regions');
  const categories = await namedByKey(q, 'categories');
  const taken = await takenKeys(
    q,
    rows
      .filter((row) => !sizeProblems.has(row.line) && checkName(row.name.trim()) === null)
      .map((row) => keyOf(row.name)),
  );
  const firstLine = new Map<string, number>();
  const problems: ImportProblems = { listed: [], count: 0, rows: 0 };
  const report = (rowErrors: readonly ImportError[]) => {
    problems.rows += 1;
    problems.count += rowErrors.length;
    for (const error of rowErrors) {
      if (problems.listed.length >= ERRORS_LISTED) break;
      problems.listed.push(error);
    }
  };
  const resolved: ResolvedRow[] = [];
  for (const row of rows) {
    const sizeProblem = sizeProblems.get(row.line);
    if (sizeProblem) {
      report([sizeProblem]);
      continue;
    }
    const rowErrors: ImportError[] = [];
    const fail = (field: ImportError['field'], message: string) =>
      rowErrors.push({ line: row.line, field, message });
    const name = row.name.trim();
    const nameProblem = checkName(name);
    if (nameProblem) fail('name', nameProblem);
    else {
      const key = keyOf(name);
      const first = firstLine.get(key);
      if (first !== undefined) fail('name', `Name repeated in the file (first on line ${first})`);
      else firstLine.set(key, row.line);
      if (taken.has(key)) fail('name', `A business named ${name} already exists`);
    }
    const region = regions.get(keyOf(row.region));
    if (row.region.trim() === '') fail('region', 'Missing region');
    else if (!region) fail('region', `Unknown region: ${row.region.trim()}`);
    const found = new Map<number, NamedRecord>();
    for (const categoryName of row.categories) {
      if (categoryName.trim() === '') continue;
      const category = categories.get(keyOf(categoryName));
      if (category) found.set(category.id, category);
      else fail('categories', `Unknown category: ${categoryName.trim()}`);
    }
    if (rowErrors.length > 0 || !region) report(rowErrors);
    else resolved.push({ line: row.line, name, region, categories: [...found.values()] });
  }
  return { resolved, problems };
}

/**
 * Creates every row in the given transaction, with its categories, and returns each new id in the
 * rows' order with its audit entry, worded as a single create's (the write path records them).
 */
export async function insertImport(
  tx: Queryable,
  rows: ResolvedRow[],
  actor: Person & { id: number },
): Promise<{ id: number; log: LogEntryDraft }[]> {
  const inserted = await tx.query(
    `insert into businesses (name, region_id)
     select name, region_id from unnest($1::text[], $2::int[]) with ordinality as t(name, region_id, n)
     order by n
     returning id, name`,
    [rows.map((row) => row.name), rows.map((row) => row.region.id)],
  );
  // Names are unique in the import, so each new id is found by its name.
  const idByName = new Map(inserted.map((row) => [text(row, 'name'), int(row, 'id')]));
  const created = rows.map((row) => {
    const id = idByName.get(row.name);
    if (id === undefined) throw new Error(`Import: no id returned for ${row.name}`);
    return { row, id };
  });
  const pairs = created.flatMap(({ row, id }) => row.categories.map((category) => [id, category.id]));
  await tx.query(
    'insert into business_categories (business_id, category_id) select * from unnest($1::int[], $2::int[])',
    [pairs.map(([businessId]) => businessId), pairs.map(([, categoryId]) => categoryId)],
  );
  return created.map(({ row, id }) => ({
    id,
    log: {
      action: 'CREATE',
      model: 'BUSINESS',
      message: `${fullName(actor)} created business ${row.name}`,
      userId: actor.id,
    },
  }));
}
