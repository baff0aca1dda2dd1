import { toCsv } from '../../lib/csv';
import type { ReactNode } from 'react';
import type { SortValue } from '../../lib/listQuery';

/** A row of a list: every record the console lists has an id, which keys, selects and marks it. */
export type ListRow = { id: number | string };

export type ListColumn<T> = {
  key: string;
  title: string;
  /** The cell's text: what search matches, sorting orders and the CSV export writes. */
  text?: (row: T) => string;
  /** What the cell shows, when it is more than its text (a link, a badge, chips). */
  render?: (row: T) => ReactNode;
  /** Sort by this instead of the text (numbers, ISO dates). */
  sortValue?: (row: T) => SortValue;
  /** Columns with a text are sortable unless this is false. */
  sortable?: boolean;
  /** The column's width, and its least where it fills (`fill`). */
  width?: number | string;
  /** The column takes the width the other columns leave in a table that does not scroll (a log's message). */
  fill?: boolean;
  /**
   * In a table, the cell wraps between words to this many lines before its ellipsis (one by
   * default), and every row takes their height, so the rows stay one height.
   */
  lines?: number;
  align?: 'left' | 'right' | 'center';
  /** The record's page: the cell's text links to it (the record's name, beside the Details link). */
  link?: (row: T) => string;
  /**
   * What the CSV export writes, when a spreadsheet needs other than the cell's text: an ISO 8601
   * date, money as a plain number.
   */
  csvText?: (row: T) => string;
  /** The CSV header, when it says more than the title ('Amount (AUD)'). */
  csvTitle?: string;
  /** Kept in view at the right edge when the table scrolls sideways (the Details link). */
  pinned?: boolean;
};

/**
 * How a row reads as a card on a phone: the column that names the record (the first by default)
 * and the two or three columns that tell most about it (the next two by default), by key. The
 * pinned Details link comes along.
 */
export type ListCard = { title?: string; fields?: readonly string[] };

export const isSortable = <T>(column: ListColumn<T>): boolean =>
  column.text !== undefined && column.sortable !== false;

/**
 * The rows as CSV text: a header of the titles of the columns that have a text, then those texts,
 * each in its spreadsheet form where the column gives one.
 */
export function columnsCsv<T>(columns: readonly ListColumn<T>[], rows: readonly T[]): string {
  const csvColumns = columns.flatMap((column) => {
    const text = column.csvText ?? column.text;
    return text ? [{ title: column.csvTitle ?? column.title, text }] : [];
  });
  return toCsv(
    csvColumns.map((column) => column.title),
    rows.map((row) => csvColumns.map((column) => column.text(row))),
  );
}

/** An export's file name: the list's name and today's date. */
export const csvFileName = (exportName: string) =>
  `${exportName}-${new Date().toISOString().slice(0, 10)}.csv`;
