/** Pure helpers behind the list table: searching, sorting and slicing rows by their visible text. */

export type SortOrder = 'ascend' | 'descend';

export type ListState = {
  search: string;
  sortKey: string | null;
  sortOrder: SortOrder | null;
  page: number;
  pageSize: number;
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export type SortValue = string | number;

/** Rows whose searchable text contains every word of the query, in any order, any case. */
export function filterRows<T>(rows: readonly T[], haystacks: readonly string[], query: string): T[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((_row, index) => {
    const haystack = haystacks[index] ?? '';
    return words.every((word) => haystack.includes(word));
  });
}

/** A stable sort by a value per row: numbers by value, text in natural order ('Item 2' < 'Item 10'). */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, order: SortOrder): T[] {
  const direction = order === 'ascend' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: value(row) }));
  keyed.sort((a, b) => {
    const compared =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : collator.compare(String(a.key), String(b.key));
    return compared === 0 ? a.index - b.index : compared * direction;
  });
  return keyed.map((entry) => entry.row);
}

function positiveInt(value: string | null, fallback: number): number {
  if (!value || !/^\d{1,6}$/.test(value)) return fallback;
  const number = Number(value);
  return number > 0 ? number : fallback;
}

/** The list state kept in the URL query, with `prefix` for pages that hold two lists. */
export function readListState(params: URLSearchParams, prefix = ''): ListState {
  const order = params.get(`${prefix}order`);
  const size = positiveInt(params.get(`${prefix}size`), DEFAULT_PAGE_SIZE);
  return {
    search: params.get(`${prefix}q`) ?? '',
    sortKey: params.get(`${prefix}sort`),
    sortOrder: order === 'ascend' || order === 'descend' ? order : null,
    page: positiveInt(params.get(`${prefix}page`), 1),
    pageSize: PAGE_SIZES.some((allowed) => allowed === size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Writes the state back, leaving defaults out so links stay short. */
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
  return next;
}
