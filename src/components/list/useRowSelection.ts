import { useMemo, useState } from 'react';
import type { ListRow } from './listColumn';

type Key = ListRow['id'];

export type RowSelection<T> = {
  /** The ticked rows still in the list: a row that leaves the list leaves the selection. */
  rows: readonly T[];
  ids: readonly Key[];
  select: (ids: readonly Key[]) => void;
};

const NONE: readonly never[] = [];

/** Rows ticked for a bulk action; kept across searches and pages, not in the URL (no link ticks rows). */
export function useRowSelection<T extends ListRow>(allRows: readonly T[] | undefined): RowSelection<T> {
  const [ids, select] = useState<readonly Key[]>(NONE);
  const rows = useMemo(() => {
    if (ids.length === 0) return NONE;
    const ticked = new Set(ids);
    return (allRows ?? NONE).filter((row) => ticked.has(row.id));
  }, [allRows, ids]);
  return { rows, ids: rows.map((row) => row.id), select };
}
