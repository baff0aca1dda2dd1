/**
 * Pure helpers behind the list controller: the list state as the URL query keeps it, and the steps
 * that turn all rows into the rows shown (sort, search, filter, page).
 */
import { once } from './once';

export type SortOrder = 'ascend' | 'descend';

/** The value of each extra filter (importance, action, a date), null when it is not set. */
export type FilterValues = Readonly<Record<string, string | null>>;

/**
 * Everything a list's URL holds, as one plain object: what a reload, Back or a shared link
 * restores, and what a server that pages would be asked for.
 */
export type ListState = {
  search: string;
  /** The column the admin chose, or null for the list's default order. */
  sortKey: string | null;
  sortOrder: SortOrder | null;
  page: number;
  pageSize: number;
  filters: FilterValues;
};

/** A change to the state; a filter left out (or undefined) keeps its value. */
export type ListChange = Partial<Omit<ListState, 'filters'>> & {
  filters?: Readonly<Record<string, string | null | undefined>>;
};

export type Sort = { key: string; order: SortOrder };

/**
 * A filter beyond the search box, declared by its screen: its URL key (beside the list's own
 * `q`, `sort`, `order`, `page`, `size`), how a value from a link is read (null: ignored), and which
 * rows a value keeps, built once per value.
 */
export type ListFilter<T> = {
  key: string;
  parse: (raw: string) => string | null;
  matches: (value: string) => (row: T) => boolean;
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

const collator = once(() => new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));
const compareText = (a: string, b: string) => collator().compare(a, b);

export type SortValue = string | number;

/** The searchable text of each row: its column texts, lower-cased, joined by a character no query holds. */
export function searchTexts<T>(rows: readonly T[], texts: readonly ((row: T) => string)[]): string[] {
  return rows.map((row) =>
    texts
      .map((text) => text(row))
      .join('\u0000')
      .toLocaleLowerCase(),
  );
}

/** Rows whose searchable text contains every word of the query, in any order, any case. */
export function filterRows<T>(rows: readonly T[], haystacks: readonly string[], query: string): T[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((_row, index) => {
    const haystack = haystacks[index] ?? '';
    return words.every((word) => haystack.includes(word));
  });
}

const compareValues = (a: SortValue, b: SortValue) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b));

/**
 * Sorts by a value per row: numbers by value, text in natural order ('Item 2' < 'Item 10'). Ties
 * go by `tie` (the row's id) in the same direction, as a server that pages orders them, and then
 * keep their order.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  order: SortOrder,
  tie?: (row: T) => SortValue,
): T[] {
  const direction = order === 'ascend' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: value(row), tie: tie?.(row) ?? 0 }));
  keyed.sort(
    (a, b) => (compareValues(a.key, b.key) || compareValues(a.tie, b.tie)) * direction || a.index - b.index,
  );
  return keyed.map((entry) => entry.row);
}

/** The predicates of the filters that have a value; none when nothing is filtered. */
export function activeFilters<T>(
  filters: readonly ListFilter<T>[],
  values: FilterValues,
): ((row: T) => boolean)[] {
  return filters.flatMap((filter) => {
    const value = values[filter.key];
    return value ? [filter.matches(value)] : [];
  });
}

/** Rows every predicate keeps (the same rows, not a copy's work, when there are none). */
export function keepRows<T>(rows: T[], predicates: readonly ((row: T) => boolean)[]): T[] {
  if (predicates.length === 0) return rows;
  return rows.filter((row) => predicates.every((keeps) => keeps(row)));
}

/** The page to show: the one asked for, or the last one when fewer rows are left. */
export function pageWithin(page: number, pageSize: number, total: number): number {
  return Math.min(page, Math.max(1, Math.ceil(total / pageSize)));
}

/**
 * The order after a click on a column's header. Another column: ascending. The default order's
 * column turns between its two orders (newest first, then oldest first, then newest again);
 * any other column goes ascending, descending, then back to the default.
 */
export function nextSort(current: Sort | null, key: string, defaultSort: Sort | null): Sort | null {
  if (current?.key !== key) return { key, order: 'ascend' };
  const flipped: SortOrder = current.order === 'ascend' ? 'descend' : 'ascend';
  if (defaultSort?.key === key) return { key, order: flipped };
  return current.order === 'ascend' ? { key, order: 'descend' } : null;
}

function positiveInt(value: string | null, fallback: number): number {
  if (!value || !/^\d{1,6}$/.test(value)) return fallback;
  const number = Number(value);
  return number > 0 ? number : fallback;
}

type FilterParse = Pick<ListFilter<unknown>, 'key' | 'parse'>;

/** The list state kept in the URL query, with `prefix` for pages that hold two lists. */
export function readListState(
  params: URLSearchParams,
  prefix = '',
  filters: readonly FilterParse[] = [],
): ListState {
  const order = params.get(`${prefix}order`);
  const size = positiveInt(params.get(`${prefix}size`), DEFAULT_PAGE_SIZE);
  return {
    search: params.get(`${prefix}q`) ?? '',
    sortKey: params.get(`${prefix}sort`),
    sortOrder: order === 'ascend' || order === 'descend' ? order : null,
    page: positiveInt(params.get(`${prefix}page`), 1),
    pageSize: PAGE_SIZES.some((allowed) => allowed === size) ? size : DEFAULT_PAGE_SIZE,
    filters: Object.fromEntries(
      filters.map(({ key, parse }) => {
        const raw = params.get(`${prefix}${key}`);
        return [key, raw === null || raw === '' ? null : parse(raw)];
      }),
    ),
  };
}

/** Writes the state back, leaving defaults out so links stay short; other keys are kept. */
export function writeListState(params: URLSearchParams, state: ListState, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(`${prefix}${key}`);
    else next.set(`${prefix}${key}`, value);
  };
  set('q', state.search);
  set('sort', state.sortKey && state.sortOrder ? state.sortKey : null);
  set('order', state.sortKey && state.sortOrder ? state.sortOrder : null);
  set('page', state.page > 1 ? String(state.page) : null);
  set('size', state.pageSize !== DEFAULT_PAGE_SIZE ? String(state.pageSize) : null);
  for (const [key, value] of Object.entries(state.filters)) set(key, value);
  return next;
}

/** The state after a change; filters merge, a filter given as undefined keeps its value. */
export function changeListState(state: ListState, change: ListChange): ListState {
  const filters: Record<string, string | null> = { ...state.filters };
  for (const [key, value] of Object.entries(change.filters ?? {}))
    if (value !== undefined) filters[key] = value;
  return { ...state, ...change, filters };
}
