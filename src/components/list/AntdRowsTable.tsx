import { Table, type TableColumnType } from 'antd';
import { useMemo } from 'react';
import { PAGE_SIZES } from '../../lib/listQuery';
import { HIGHLIGHT_CLASS, pageRange, tableCellOf, tableWidthOf } from './listCells';
import { listSpin } from './listSpin';
import { isSortable, type ListRow } from './listColumn';
import type { RowsTableProps } from './rowsTable';

/**
 * The list's rows in antd's Table: sortable columns, tick boxes, pagination with its page sizes,
 * and the loading and empty states. A chunk of its own: a cold load draws its first rows with the
 * look-alike (RowsLookalike) and this takes over once its code is in.
 */
export default function AntdRowsTable<T extends ListRow>({
  list,
  label,
  emptyText,
  selectLabel,
  scrolls,
  tableWidth,
  rowKey,
}: RowsTableProps<T>) {
  // The same columns (and cell renderers) while the columns and the order stay.
  const sortKey = list.sort?.key;
  const sortOrder = list.sort?.order;
  const tableColumns = useMemo<TableColumnType<T>[]>(
    () =>
      list.columns.map((column, index) => ({
        key: column.key,
        dataIndex: column.key,
        title: column.title,
        width: tableWidthOf(column, scrolls),
        align: column.align,
        fixed: !scrolls ? undefined : column.pinned ? 'right' : index === 0 ? 'left' : undefined,
        // One line per cell (or the column's few), cut with an ellipsis (the whole text on hover
        // and focus): never a word broken across lines, never a row as tall as a phone.
        ellipsis: { showTitle: false },
        render: (_value: unknown, row: T) => tableCellOf(column, row),
        sorter: isSortable(column),
        sortOrder: sortKey === column.key ? (sortOrder ?? null) : null,
      })),
    [list.columns, sortKey, sortOrder, scrolls],
  );
  const { selection } = list;
  return (
    <Table<T>
      aria-label={label}
      rowKey={rowKey}
      columns={tableColumns}
      // One page of rows with the total beside it: the table shows them as they are.
      dataSource={list.rows}
      loading={listSpin(list.loading, list.rows.length)}
      locale={{ emptyText }}
      rowSelection={
        list.selectable
          ? {
              selectedRowKeys: [...selection.ids],
              // Ticks on other pages (and rows a search hides) stay ticked.
              preserveSelectedRowKeys: true,
              onChange: (keys) => selection.select(keys.filter(isRowKey)),
              getCheckboxProps: (row) => ({ 'aria-label': selectLabel(row) }),
            }
          : undefined
      }
      rowClassName={(row) => (list.isHighlighted(row) ? HIGHLIGHT_CLASS : '')}
      onRow={(row) => (list.isHighlighted(row) ? { 'aria-current': true } : {})}
      tableLayout="fixed"
      scroll={scrolls ? { x: tableWidth } : undefined}
      showSorterTooltip={false}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort') return;
        // antd names no column when its own cycle ends on 'no order': that is the sorted column.
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = typeof single?.columnKey === 'string' ? single.columnKey : list.sort?.key;
        if (key) list.toggleSort(key);
      }}
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total: list.total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: pageRange,
        onChange: (nextPage, nextSize) =>
          nextSize !== list.pageSize ? list.setPageSize(nextSize) : list.setPage(nextPage),
        hideOnSinglePage: false,
      }}
    />
  );
}

const isRowKey = (key: unknown): key is ListRow['id'] => typeof key === 'number' || typeof key === 'string';
