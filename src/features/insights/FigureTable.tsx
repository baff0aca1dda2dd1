import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

export type FigureColumn = { title: string; numeric?: boolean };

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: 'var(--ant-line-width) var(--ant-line-type) var(--ant-color-split)',
  textAlign: 'start',
  fontWeight: 'normal',
};
const numericCell: CSSProperties = { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' };
const header: CSSProperties = { ...cell, fontWeight: 600, background: 'var(--ant-color-fill-alter)' };
/** The row's heading stays in view while a wide table scrolls sideways under it. */
const stickyStart: CSSProperties = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: 'var(--ant-color-bg-container)',
  whiteSpace: 'nowrap',
};
/** Shown under a table wider than its box, so cut-off columns are known to be there. */
const MORE_COLUMNS = 'Scroll sideways to see every column';

/** Whether the box is narrower than what it holds, followed as the box or its content resize. */
function useOverflowsSideways(hidden: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (hidden || element === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild !== null) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [hidden]);
  return { box, overflows };
}

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
  const { box, overflows } = useOverflowsSideways(hidden);
  return (
    <>
      <div
        ref={box}
        className={hidden ? 'visually-hidden' : undefined}
        // A box that scrolls is reachable with the keyboard, so its overflow can be scrolled to.
        {...(hidden
          ? {}
          : {
              tabIndex: 0,
              role: 'region',
              'aria-label': caption,
              style: { overflow: 'auto', maxHeight, maxWidth: '100%' },
            })}
      >
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  style={{
                    ...header,
                    textAlign: column.numeric ? 'end' : 'start',
                    ...(index === 0 ? { ...stickyStart, background: header.background, zIndex: 2 } : {}),
                  }}
                >
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
                    <th key={column} scope="row" style={{ ...styleOf(column), ...stickyStart }}>
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
      {overflows && (
        <div style={{ marginTop: 8, color: 'var(--ant-color-text-secondary)' }}>{MORE_COLUMNS} →</div>
      )}
    </>
  );
}
