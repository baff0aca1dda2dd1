import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { useEffect, useLayoutEffect, type KeyboardEvent } from 'react';
import { CSS_VAR_KEY } from '../../lib/cssVarKey';
import { HIGHLIGHT_CLASS, pageRange, tableCellOf, tableWidthOf } from './listCells';
import { isSortable, type ListColumn, type ListRow } from './listColumn';
import { listSpin } from './listSpin';
import type { RowsTableProps } from './rowsTable';

const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;

/**
 * A list's rows drawn as antd's Table draws them (its elements and classes, styled by antd's
 * stylesheet), without its code: what a cold load shows first. antd's Table takes over once its
 * code is in: `onShown` asks for it in the frame after these rows have painted, so it lands a
 * moment after they show rather than while the admin reaches for them. Sorting works here as
 * there; the pager shows its range, and its buttons come with antd's.
 * `app/antdLookalikes.test.tsx` fails when antd's Table draws anything else.
 */
export function RowsLookalike<T extends ListRow>({
  list,
  label,
  emptyText,
  scrolls,
  tableWidth,
  rowKey,
  onShown,
  onLeave,
}: RowsTableProps<T> & {
  onShown: () => void;
  /** Called as the look-alike leaves, while its rows are still in the page. */
  onLeave?: () => void;
}) {
  useLayoutEffect(() => onLeave, [onLeave]);
  const { loading, rows, page, pageSize, total } = list;
  useEffect(() => {
    if (loading) return;
    // In the frame after the one that painted the rows: their paint is not held up by it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onShown, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [loading, onShown]);
  const from = (page - 1) * pageSize + 1;
  return (
    <div className={`${CSS_VAR_KEY} ant-table-css-var ant-table-wrapper`}>
      <Spin {...listSpin(loading, rows.length)}>
        <div
          className={
            rows.length === 0
              ? `ant-table ant-table-empty ${CSS_VAR_KEY} ant-table-css-var ant-table-layout-fixed`
              : `ant-table ${CSS_VAR_KEY} ant-table-css-var ant-table-layout-fixed`
          }
        >
          <div className="ant-table-container">
            <div className="ant-table-content" style={scrolls ? { overflowX: 'auto' } : undefined}>
              <table
                style={
                  scrolls
                    ? { width: tableWidth, minWidth: '100%', tableLayout: 'fixed' }
                    : { tableLayout: 'fixed' }
                }
                aria-label={label}
              >
                <colgroup>
                  {list.columns.map((column) => (
                    <col key={column.key} style={{ width: tableWidthOf(column, scrolls) }} />
                  ))}
                </colgroup>
                <thead className="ant-table-thead">
                  <tr>
                    {list.columns.map((column) => (
                      <HeaderCell key={column.key} column={column} list={list} />
                    ))}
                  </tr>
                </thead>
                <tbody className="ant-table-tbody">
                  {rows.length === 0 ? (
                    <tr className="ant-table-placeholder">
                      <td className="ant-table-cell" colSpan={list.columns.length}>
                        {emptyText}
                      </td>
                    </tr>
                  ) : (
                    rows.map((row) => {
                      const highlighted = list.isHighlighted(row);
                      return (
                        <tr
                          aria-current={highlighted || undefined}
                          key={rowKey(row)}
                          className={
                            highlighted
                              ? `ant-table-row ant-table-row-level-0 ${HIGHLIGHT_CLASS}`
                              : 'ant-table-row ant-table-row-level-0'
                          }
                          data-row-key={rowKey(row)}
                        >
                          {list.columns.map((column) => (
                            <td
                              key={column.key}
                              className={cellClass(list.sort?.key === column.key)}
                              style={column.align ? { textAlign: column.align } : undefined}
                            >
                              {tableCellOf(column, row)}
                            </td>
                          ))}
                        </tr>
                      );
                    })
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        {total > 0 && (
          <ul className={`ant-pagination ant-table-pagination ant-table-pagination-end ${CSS_VAR_KEY}`}>
            <li className="ant-pagination-total-text">
              {pageRange(total, [from, Math.min(from + pageSize - 1, total)])}
            </li>
          </ul>
        )}
      </Spin>
    </div>
  );
}

const cellClass = (sorted: boolean) =>
  sorted
    ? 'ant-table-cell ant-table-column-sort ant-table-cell-ellipsis'
    : 'ant-table-cell ant-table-cell-ellipsis';

/** A column's header: its title, and where it sorts, antd's sorter arrows and its keys. */
function HeaderCell<T extends ListRow>({
  column,
  list,
}: {
  column: ListColumn<T>;
  list: RowsTableProps<T>['list'];
}) {
  const align = column.align ? { textAlign: column.align } : undefined;
  if (!isSortable(column))
    return (
      // antd leaves out the scope of a column without a title (the Details links).
      <th
        className="ant-table-cell ant-table-cell-ellipsis"
        style={align}
        title={column.title}
        scope={column.title ? 'col' : undefined}
      >
        {column.title}
      </th>
    );
  const order = list.sort?.key === column.key ? list.sort.order : undefined;
  const sort = () => list.toggleSort(column.key);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') sort();
  };
  return (
    <th
      aria-sort={order ? ARIA_SORT[order] : undefined}
      aria-description="sortable"
      aria-label={column.title}
      className={
        order
          ? 'ant-table-cell ant-table-column-sort ant-table-cell-ellipsis ant-table-column-has-sorters'
          : 'ant-table-cell ant-table-cell-ellipsis ant-table-column-has-sorters'
      }
      tabIndex={0}
      title={column.title}
      style={align}
      scope="col"
      onClick={sort}
      onKeyDown={onKeyDown}
    >
      <div className="ant-table-column-sorters">
        <span className="ant-table-column-title">{column.title}</span>
        <span className="ant-table-column-sorter ant-table-column-sorter-full">
          <span className="ant-table-column-sorter-inner" aria-hidden="true">
            <CaretUpOutlined className={`ant-table-column-sorter-up${order === 'ascend' ? ' active' : ''}`} />
            <CaretDownOutlined
              className={`ant-table-column-sorter-down${order === 'descend' ? ' active' : ''}`}
            />
          </span>
        </span>
      </div>
    </th>
  );
}
