import { useDeferredValue, useMemo, useState } from 'react';
import {
  activeFilters,
  filterRows,
  keepRows,
  searchTexts,
  sortRows,
  type FilterValues,
  type ListFilter,
  type Sort,
} from '../../lib/listQuery';
import type { ListColumn, ListRow } from './listColumn';

type ClientRowsInput<T> = {
  rows: readonly T[] | undefined;
  /** Stable (module-level or memoised): the search text of every row is built again when they change. */
  columns: readonly ListColumn<T>[];
  filters: readonly ListFilter<T>[];
  sort: Sort | null;
  /** The text in the search box, as typed. */
  search: string;
  filterValues: FilterValues;
};

const NO_ROWS: readonly never[] = [];

function sameValues(a: FilterValues, b: FilterValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The rows matching the search and filters, in order, worked out in the browser from the whole
 * list; the pure steps are in lib/listQuery. Each step is redone only when its inputs change: the
 * sort per data or order change, the search text per sorted rows, and each keystroke only filters.
 * A list paged by its server gets its rows already matched and ordered, and skips all of this.
 */
export function useClientRows<T extends ListRow>({
  rows,
  columns,
  filters,
  sort,
  search,
  filterValues,
}: ClientRowsInput<T>): readonly T[] {
  // A keystroke's search is matched in the render the keystroke causes, as a plain React page does:
  // a deferred search would draw the box first and the rows in a second, low-priority render, which
  // the rows would wait for (docs/decisions/026-a-keystroke-redraws-once.md). Matching takes a few ms.
  const sortKey = sort?.key ?? null;
  const sortOrder = sort?.order ?? null;
  const sorted = useMemo(() => {
    const all = rows ?? NO_ROWS;
    const column = columns.find((candidate) => candidate.key === sortKey);
    const value = column?.sortValue ?? column?.text;
    return value && sortOrder ? sortRows(all, value, sortOrder, (row) => row.id) : [...all];
  }, [rows, columns, sortKey, sortOrder]);

  const texts = useMemo(() => columns.flatMap((column) => (column.text ? [column.text] : [])), [columns]);
  // The search text is built in a low-priority render once the rows are on screen (50,000 log
  // entries take a few hundred ms), or at once when a search already needs it.
  const deferredSorted = useDeferredValue(sorted);
  const indexed = search ? sorted : deferredSorted;
  const haystacks = useMemo(() => searchTexts(indexed, texts), [indexed, texts]);

  // The URL gives a new object on every change (a page turned); the rows are filtered again only
  // when a value changes.
  const [values, setValues] = useState(filterValues);
  if (!sameValues(values, filterValues)) setValues(filterValues);
  const predicates = useMemo(() => activeFilters(filters, values), [filters, values]);

  return useMemo(
    () => keepRows(filterRows(sorted, haystacks, search), predicates),
    [sorted, haystacks, search, predicates],
  );
}
