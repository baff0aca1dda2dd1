import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import {
  createElement,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { errorMessage } from '../../api/errors';
import { ErrorDisplay } from '../ErrorDisplay';
import { LateAlert } from '../LateAlert';
import { lateComponent } from '../../speed/loadLater';
import { useWiderThan, useWindowAtLeast } from '../useWiderThan';
import { CutTextHints } from './CutTextHints';
import { focusAt, focusPlace, type FocusPlace } from './handOverFocus';
import { ListCards } from './ListCards';
import { antdRows } from './antdRowsCode';
import { cellOf, SELECTION_WIDTH, widthOf } from './listCells';
import type { ListCard, ListRow } from './listColumn';
import { RowsLookalike } from './RowsLookalike';
import type { RowsTableProps } from './rowsTable';
import type { ListController } from './useListController';
import { useScrollToHighlighted } from './useScrollToHighlighted';

/**
 * What the frame takes from the window's width beside a list, at most: the side drawer (240), the
 * content's padding (2 × 24) and a scroll bar that takes room (17). Each column's width is its
 * minimum; past their sum the table scrolls sideways (on a tablet) with the record's name fixed at
 * the left and the Details link at the right, and on a wider screen the columns share the extra
 * width.
 */
const FRAME_WIDTH = 305;

// Shown only while an export runs: its progress bar's code is not part of a list's first rows.
const ExportProgressBar = lateComponent(() => import('./ExportProgressBar'));

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
  const AntdRows = antdRows.useLoaded();
  const tableWidth =
    list.columns.reduce((sum, column) => sum + widthOf(column.width), 0) +
    (list.selectable ? SELECTION_WIDTH : 0);
  // Sideways scrolling, with the name and Details pinned, only where the columns do not fit: antd
  // measures every column of a scrolling table once drawn (a layout forced in its commit, and the
  // table drawn again), a large share of a list's first rows on a slow CPU.
  const scrolls = !useWindowAtLeast(tableWidth + FRAME_WIDTH);
  // A row's place on the page is its key where nothing is ticked by key: a search or a page turned
  // then updates the rows drawn in place instead of replacing them all (a third of a keystroke's
  // time to its rows). Tick boxes follow records across pages, so a selectable list keys by id.
  const positions = useMemo(() => new Map(list.rows.map((row, position) => [row, position])), [list.rows]);
  const rowKey = (row: T) => (list.selectable ? row.id : (positions.get(row) ?? row.id));
  const table = { list, label, emptyText, selectLabel, scrolls, tableWidth, rowKey };
  // The look-alike draws neither tick boxes nor pinned columns: such a list asks for antd's Table
  // at once and shows its loading state until then.
  const drawsAlike = !list.selectable && !scrolls;
  useEffect(() => {
    if (!drawsAlike && !phone) antdRows.ask();
  }, [drawsAlike, phone]);
  // The cells are looked at again when other rows are drawn, or the same rows by antd's Table.
  const drawn = useMemo(() => ({ rows: list.rows, byAntd: AntdRows !== null }), [list.rows, AntdRows]);
  // A keyboard focus in the look-alike's rows is put back on the same control in antd's, in the
  // commit that swaps them.
  const box = useRef<HTMLDivElement>(null);
  const handedOver = useRef<FocusPlace | null>(null);
  const onLeave = useCallback(() => {
    handedOver.current = focusPlace(box.current);
  }, []);
  useLayoutEffect(() => {
    const place = handedOver.current;
    handedOver.current = null;
    if (place) focusAt(box.current, place);
  });
  return (
    <div ref={box}>
      <CutTextHints rows={drawn}>
        {phone ? (
          <ListCards
            list={list}
            label={label}
            emptyText={emptyText}
            card={card}
            selectLabel={selectLabel}
            cell={cellOf}
          />
        ) : AntdRows ? (
          // One component for good once its code is in (a module's export, never made in a render).
          createElement<RowsTableProps<T>>(AntdRows, table)
        ) : (
          <RowsLookalike
            {...table}
            list={drawsAlike ? list : { ...list, rows: [], total: 0, loading: true }}
            onShown={antdRows.ask}
            onLeave={onLeave}
          />
        )}
      </CutTextHints>
    </div>
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
