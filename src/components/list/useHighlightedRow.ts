import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ListChange } from '../../lib/listQuery';
import type { ListRow } from './listColumn';

/**
 * The record just created (`?highlight=id`): its row is marked, and the page that holds it is
 * shown once (then the admin pages freely).
 */
export function useHighlightedRow<T extends ListRow>(
  highlight: string | null,
  matching: readonly T[],
  { page, pageSize }: { page: number; pageSize: number },
  change: (next: ListChange) => void,
): (row: T) => boolean {
  const index = useMemo(
    () => (highlight === null ? -1 : matching.findIndex((row) => String(row.id) === highlight)),
    [matching, highlight],
  );
  const shown = useRef<string | null>(null);
  const latestChange = useRef(change);
  useEffect(() => {
    latestChange.current = change;
  });
  useEffect(() => {
    if (index < 0 || shown.current === highlight) return;
    shown.current = highlight;
    const highlightPage = Math.floor(index / pageSize) + 1;
    if (highlightPage !== page) latestChange.current({ page: highlightPage });
  }, [highlight, index, page, pageSize]);
  // The same function while the highlight stays: the rows are not drawn again on a keystroke.
  return useCallback((row) => highlight !== null && String(row.id) === highlight, [highlight]);
}
