import type { CSSProperties, ReactNode } from 'react';

export type FigureColumn = { title: string; numeric?: boolean };

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: 'var(--ant-line-width) var(--ant-line-type) var(--ant-color-split)',
  textAlign: 'start',
  fontWeight: 'normal',
};
const numericCell: CSSProperties = { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' };
const header: CSSProperties = { ...cell, fontWeight: 600, background: 'var(--ant-color-fill-alter)' };

/**
 * A chart's figures as a plain table: what a screen reader reads and an admin copies, shown
 * instead of the chart on a phone or on request, visually hidden beside it otherwise. The first
 * cell of each row heads it. `cellStyle` lets a heatmap colour its cells.
 */
export function FigureTable({
  caption,
  columns,
  rows,
  hidden = false,
  cellStyle,
  maxHeight,
}: {
  caption: string;
  columns: readonly FigureColumn[];
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
  hidden?: boolean;
  cellStyle?: (row: number, column: number) => CSSProperties | undefined;
  /** Beyond it the table scrolls inside its box. */
  maxHeight?: number;
}) {
  const styleOf = (column: number) => (columns[column]?.numeric ? numericCell : cell);
  return (
    <div
      className={hidden ? 'visually-hidden' : undefined}
      // A box that scrolls is reachable with the keyboard, so its overflow can be scrolled to.
      {...(hidden
        ? {}
        : { tabIndex: 0, role: 'region', 'aria-label': caption, style: { overflow: 'auto', maxHeight } })}
    >
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" style={{ ...header, textAlign: column.numeric ? 'end' : 'start' }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row.key}>
              {row.cells.map((content, column) =>
                column === 0 ? (
                  <th key={column} scope="row" style={styleOf(column)}>
                    {content}
                  </th>
                ) : (
                  <td key={column} style={{ ...styleOf(column), ...cellStyle?.(rowIndex, column) }}>
                    {content}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
