import type { Key } from 'react';
import type { ListRow } from './listColumn';
import type { ListController } from './useListController';

/** What the list's table draws, whichever draws it: antd's Table, or its look-alike before that loads. */
export type RowsTableProps<T extends ListRow> = {
  list: ListController<T>;
  /** Names the table for screen readers. */
  label: string;
  emptyText: string;
  /** The accessible name of a row's tick box, when the list is selectable. */
  selectLabel: (row: T) => string;
  /** The columns do not fit the window: the table scrolls sideways, `tableWidth` wide. */
  scrolls: boolean;
  tableWidth: number;
  rowKey: (row: T) => Key;
};
