import type { ReactNode } from 'react';
import { InAppLink } from '../InAppLink';
import { CellText } from './CellText';
import type { ListColumn } from './listColumn';

/** A column's width when it names none, and the least any column gets: narrower, a name is a few letters. */
const COLUMN_WIDTH = 160;
export const SELECTION_WIDTH = 48;

export const widthOf = (width: number | string | undefined) =>
  typeof width === 'number' ? Math.max(width, 48) : COLUMN_WIDTH;

/** A column's width in the table: none where it fills the rest, else its own. */
export const tableWidthOf = <T,>(column: ListColumn<T>, scrolls: boolean) =>
  column.fill && !scrolls ? undefined : widthOf(column.width);

/** What a column shows in a row of a table: in its lines, each row as tall as they are. */
export const tableCellOf = <T,>(column: ListColumn<T>, row: T): ReactNode =>
  cellOf(column, row, column.lines, true);

/**
 * What a column shows in a row, on one line (or so many): its render, its link or its text.
 * `even`: the cell takes the height of all its lines, however short its text.
 */
export function cellOf<T>(column: ListColumn<T>, row: T, lines = 1, even = false): ReactNode {
  const text = column.text?.(row);
  const content = column.render ? (
    column.render(row)
  ) : column.link ? (
    <InAppLink to={column.link(row)}>{text}</InAppLink>
  ) : (
    text
  );
  return (
    <CellText
      text={text}
      lines={lines}
      even={even}
      interactive={column.render !== undefined || column.link !== undefined}
    >
      {content}
    </CellText>
  );
}

/** The class a highlighted row (the record just saved or opened) carries. */
export const HIGHLIGHT_CLASS = 'row-highlight';

/** The pager's text: '21-40 of 100000'. */
export const pageRange = (total: number, [from, to]: [number, number]) => `${from}-${to} of ${total}`;
