import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Table, type TableColumnType } from 'antd';
import { lazy, memo, Suspense, useMemo, useRef, type ReactNode } from 'react';
import { errorMessage } from '../../api/errors';
import { PAGE_SIZES } from '../../lib/listQuery';
import { ErrorDisplay } from '../ErrorDisplay';
import { InAppLink } from '../InAppLink';
import { LateAlert } from '../LateAlert';
import { useWiderThan, useWindowAtLeast } from '../useWiderThan';
import { CellText } from './CellText';
import { CutTextHints } from './CutTextHints';
import { ListCards } from './ListCards';
import { isSortable, type ListCard, type ListColumn, type ListRow } from './listColumn';
import type { ListController } from './useListController';
import { useScrollToHighlighted } from './useScrollToHighlighted';

/**
 * A column's width when it names none, and the least any column gets: narrower, a name is a few
 * letters. Each column's width is its minimum; past their sum the table scrolls sideways (on a
 * tablet) with the record's name fixed at the left and the Details link at the right, and on a
 * wider screen the columns share the extra width.
 */
const COLUMN_WIDTH = 160;
const SELECTION_WIDTH = 48;
/**
 * What the frame takes from the window's width beside a list, at most: the side drawer (240), the
 * content's padding (2 × 24) and a scroll bar that takes room (17).
 */
const FRAME_WIDTH = 305;

const widthOf = (width: number | string | undefined) =>
  typeof width === 'number' ? Math.max(width, 48) : COLUMN_WIDTH;

/** What a column shows in a row, on one line (or so many): its render, its link or its text. */
function cellOf<T extends ListRow>(column: ListColumn<T>, row: T, lines = 1): ReactNode {
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
      interactive={column.render !== undefined || column.link !== undefined}
    >
      {content}
    </CellText>
  );
}

const HIGHLIGHT_CLASS = 'row-highlight';

// Shown only while an export runs: its progress bar's code is not part of a list's first rows.
const ExportProgressBar = lazy(() => import('./ExportProgressBar'));

type ListTableProps<T extends ListRow> = {
  list: ListController<T>;
  /** Names the table for screen readers and the search box ('Search regions'). */
  label: string;
  emptyText: string;
  /** Controls for the list's filters, placed in the toolbar after the search box. */
  filters?: ReactNode;
  /** Extra buttons at the end of the toolbar. */
  actions?: ReactNode;
  /** The accessible name of a row's tick box, when the list is selectable. */
  selectLabel?: (row: T) => string;
  /** A row as a card on a phone: its title and telling fields (the first three columns by default). */
  card?: ListCard;
};

/**
 * The console's list, as `useListController` runs it: a search box, filters and export above a
 * table with sortable columns and pagination, and the loading, empty and error states. Only one
 * page of rows is rendered, so 50,000 rows stay smooth.
 */
const selectById = (row: ListRow) => `Select ${String(row.id)}`;

export function ListTable<T extends ListRow>({
  list,
  label,
  emptyText,
  filters,
  actions,
  selectLabel = selectById,
  card,
}: ListTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  useScrollToHighlighted(box, list.rows.find(list.isHighlighted)?.id);
  if (list.error) return <ErrorDisplay error={list.error} onRetry={list.retry} />;

  const { exportCsv } = list;
  return (
    <Flex vertical gap={12} ref={box}>
      <Flex gap={8} wrap align="center">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={`Search ${label.toLowerCase()}`}
          aria-label={`Search ${label.toLowerCase()}`}
          value={list.searchText}
          onChange={(event) => list.setSearch(event.target.value)}
          style={{ width: 280, maxWidth: '100%' }}
        />
        {filters}
        <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
          {exportCsv && (
            <Button
              icon={<DownloadOutlined aria-hidden />}
              onClick={exportCsv}
              disabled={list.total === 0 || list.exporting !== null}
              loading={list.exporting !== null}
            >
              Export CSV
            </Button>
          )}
          {actions}
        </Flex>
      </Flex>
      {list.exporting && (
        <Suspense fallback={<span role="status">Exporting</span>}>
          <ExportProgressBar progress={list.exporting} onCancel={list.cancelExport} />
        </Suspense>
      )}
      {list.exportError && (
        <LateAlert
          type="error"
          showIcon
          role="alert"
          title="The export stopped before the end"
          description={errorMessage(list.exportError)}
        />
      )}
      <ListRows list={list} label={label} emptyText={emptyText} card={card} selectLabel={selectLabel} />
    </Flex>
  );
}

type ListRowsProps<T extends ListRow> = Pick<ListTableProps<T>, 'list' | 'label' | 'emptyText' | 'card'> & {
  selectLabel: (row: T) => string;
};

/**
 * The rows, as a table or (on a phone) as cards. Drawn again only when what they show changes: on
 * a list its server pages, a keystroke in the search box redraws the box alone until the server
 * answers; the toolbar's other changes (an export's progress) leave the rows alone. Its handlers
 * may be from an earlier render: they call the list's stable setters, and the state they read is
 * compared below.
 */
function ListRowsView<T extends ListRow>({ list, label, emptyText, card, selectLabel }: ListRowsProps<T>) {
  const phone = !useWiderThan('sm');
  // The same columns (and cell renderers) while the columns and the order stay.
  const sortKey = list.sort?.key;
  const sortOrder = list.sort?.order;
  const tableWidth =
    list.columns.reduce((sum, column) => sum + widthOf(column.width), 0) +
    (list.selectable ? SELECTION_WIDTH : 0);
  // Sideways scrolling, with the name and Details pinned, only where the columns do not fit: antd
  // measures every column of a scrolling table once drawn (a layout forced in its commit, and the
  // table drawn again), which was a third of a list's first rows at 4× CPU on a laptop.
  const scrolls = !useWindowAtLeast(tableWidth + FRAME_WIDTH);
  const tableColumns = useMemo<TableColumnType<T>[]>(
    () =>
      list.columns.map((column, index) => ({
        key: column.key,
        dataIndex: column.key,
        title: column.title,
        width: widthOf(column.width),
        align: column.align,
        fixed: !scrolls ? undefined : column.pinned ? 'right' : index === 0 ? 'left' : undefined,
        // One line per cell, cut with an ellipsis (the whole text on hover and focus): never a word
        // broken across lines, never a row as tall as a phone.
        ellipsis: { showTitle: false },
        render: (_value: unknown, row: T) => cellOf(column, row),
        sorter: isSortable(column),
        sortOrder: sortKey === column.key ? (sortOrder ?? null) : null,
      })),
    [list.columns, sortKey, sortOrder, scrolls],
  );
  const { selection } = list;
  // A row's place on the page is its key where nothing is ticked by key: a search or a page turned
  // then updates the rows drawn in place instead of replacing them all (a third of a keystroke's
  // time to its rows). Tick boxes follow records across pages, so a selectable list keys by id.
  const positions = useMemo(() => new Map(list.rows.map((row, position) => [row, position])), [list.rows]);
  const rowKey = (row: T) => (list.selectable ? row.id : (positions.get(row) ?? row.id));
  return (
    <CutTextHints rows={list.rows}>
      {phone ? (
        <ListCards
          list={list}
          label={label}
          emptyText={emptyText}
          card={card}
          selectLabel={selectLabel}
          cell={cellOf}
        />
      ) : (
        <Table<T>
          aria-label={label}
          rowKey={rowKey}
          columns={tableColumns}
          // One page of rows with the total beside it: the table shows them as they are.
          dataSource={list.rows}
          loading={list.loading}
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
            showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
            onChange: (nextPage, nextSize) =>
              nextSize !== list.pageSize ? list.setPageSize(nextSize) : list.setPage(nextPage),
            hideOnSinglePage: false,
          }}
        />
      )}
    </CutTextHints>
  );
}

const sameIds = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** What the rows show, compared: the rest of the controller changes with every keystroke. */
function sameRows<T extends ListRow>(before: ListRowsProps<T>, after: ListRowsProps<T>): boolean {
  const [a, b] = [before.list, after.list];
  return (
    before.label === after.label &&
    before.emptyText === after.emptyText &&
    before.card === after.card &&
    before.selectLabel === after.selectLabel &&
    a.rows === b.rows &&
    a.columns === b.columns &&
    a.loading === b.loading &&
    a.page === b.page &&
    a.pageSize === b.pageSize &&
    a.total === b.total &&
    a.sort?.key === b.sort?.key &&
    a.sort?.order === b.sort?.order &&
    a.selectable === b.selectable &&
    a.isHighlighted === b.isHighlighted &&
    sameIds(a.selection.ids, b.selection.ids)
  );
}

// React's types for memo drop a component's type parameter; the memoised component takes exactly
// ListRowsView's props, so it is given its signature back.
const ListRows = memo(ListRowsView, sameRows) as typeof ListRowsView;

const isRowKey = (key: unknown): key is ListRow['id'] => typeof key === 'number' || typeof key === 'string';
