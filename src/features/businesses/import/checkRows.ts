import type { CsvRow, RowError } from './parseImportFile';

type Named = { id: number; name: string };

/** The server's name rule: one line (CR, LF and the separators U+2028 and U+2029 break it), valid Unicode. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const LONE_SURROGATE = /\p{Cs}/u;

/** A row ready to be created: its region and categories found by name. */
export type ReadyRow = { line: number; name: string; region: Named; categories: Named[] };

const NAME_MAX_LENGTH = 200;
const CATEGORIES_MAX = 100;

/** Names match without regard to case or surrounding spaces. */
const keyOf = (name: string) => name.trim().toLowerCase();

function byKey(records: readonly Named[]): Map<string, Named> {
  const map = new Map<string, Named>();
  for (const record of records) if (!map.has(keyOf(record.name))) map.set(keyOf(record.name), record);
  return map;
}

/**
 * The console's own check, for a backend without the import extension: the same rules and words
 * as the reference server's dry run, against the regions, categories and businesses loaded whole.
 */
export function checkRows(
  rows: readonly CsvRow[],
  known: { regions: readonly Named[]; categories: readonly Named[]; businesses: readonly Named[] },
): { ready: ReadyRow[]; errors: RowError[] } {
  const regions = byKey(known.regions);
  const categories = byKey(known.categories);
  const taken = new Set(known.businesses.map((business) => keyOf(business.name)));
  const firstLine = new Map<string, number>();
  const ready: ReadyRow[] = [];
  const errors: RowError[] = [];
  for (const row of rows) {
    const rowErrors: RowError[] = [];
    const fail = (field: RowError['field'], message: string) =>
      rowErrors.push({ line: row.line, field, message });
    const key = keyOf(row.name);
    if (key === '') fail('name', 'Missing name');
    else if (row.name.length > NAME_MAX_LENGTH)
      fail('name', `Name is longer than ${NAME_MAX_LENGTH} characters`);
    else if (LINE_BREAK.test(row.name)) fail('name', 'Name must be on one line');
    else if (LONE_SURROGATE.test(row.name)) fail('name', 'Name must be valid text');
    else {
      const first = firstLine.get(key);
      if (first === undefined) firstLine.set(key, row.line);
      else fail('name', `Name repeated in the file (first on line ${first})`);
      if (taken.has(key)) fail('name', `A business named ${row.name} already exists`);
    }
    const region = regions.get(keyOf(row.region));
    if (keyOf(row.region) === '') fail('region', 'Missing region');
    else if (!region) fail('region', `Unknown region: ${row.region}`);
    const found = new Map<number, Named>();
    for (const name of row.categories) {
      const category = categories.get(keyOf(name));
      if (category) found.set(category.id, category);
      else fail('categories', `Unknown category: ${name}`);
    }
    if (found.size > CATEGORIES_MAX) fail('categories', `At most ${CATEGORIES_MAX} categories`);
    if (rowErrors.length > 0 || !region) errors.push(...rowErrors);
    else ready.push({ line: row.line, name: row.name, region, categories: [...found.values()] });
  }
  return { ready, errors };
}

/** Rows in line order, and within a line by field as the file reads: name, region, categories. */
export function byLine(errors: readonly RowError[]): RowError[] {
  const order = { name: 0, region: 1, categories: 2 };
  return [...errors].sort((a, b) => a.line - b.line || order[a.field] - order[b.field]);
}
