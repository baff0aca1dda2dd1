import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Table, type TableColumnType, type TableProps } from 'antd';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../api/errors';
import { downloadCsv, toCsv } from '../lib/csv';
import {
  filterRows,
  PAGE_SIZES,
  readListState,
  sortRows,
  writeListState,
  type ListState,
  type SortValue,
} from '../lib/listQuery';
import { ErrorDisplay } from './ErrorDisplay';
import { HIGHLIGHT_PARAM } from '../lib/highlight';

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
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** The record's page: the cell's text links to it (the record's name, beside the Details link). */
  link?: (row: T) => string;
  /** Kept in view at the right edge when the table scrolls sideways (the Details link). */
  pinned?: boolean;
};

/**
 * Below this width the table scrolls sideways (on a phone) with its pinned column in view; above
 * it the columns share the width and a long text wraps within its column.
 */
const MIN_TABLE_WIDTH = 600;

type ListTableProps<T> = {
  /** Names the table for screen readers and the search box ('Search regions'). */
  label: string;
  rows: readonly T[] | undefined;
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  loading?: boolean;
  error?: ApiError;
  onRetry?: () => void;
  /** File name (without date or extension) of the CSV export; no export button without it. */
  exportName?: string;
  /** Query keys of this table's state in the URL, for pages with two tables. */
  urlPrefix?: string;
  /** The order before the admin picks a column. */
  defaultSort?: { key: string; order: 'ascend' | 'descend' };
  /** Filters beyond the search box (a dropdown, a date range), placed in the toolbar. */
  filters?: ReactNode;
  /** Rows kept by those filters. */
  filter?: (row: T) => boolean;
  /** Extra buttons at the end of the toolbar. */
  actions?: ReactNode;
  rowSelection?: TableProps<T>['rowSelection'];
  /** Hide search, export and pagination: a small table inside a detail page. */
  bare?: boolean;
};

const SEARCH_URL_DELAY_MS = 300;

function useListState(prefix: string) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, prefix);
  // Replacing (not pushing) keeps Back pointing at the previous page, with this list as it was left.
  const update = (change: Partial<ListState>) =>
    setParams(
      (current) => writeListState(current, { ...readListState(current, prefix), ...change }, prefix),
      {
        replace: true,
      },
    );
  return [state, update, params.get(`${prefix}${HIGHLIGHT_PARAM}`)] as const;
}

export const HIGHLIGHT_CLASS = 'row-highlight';

/**
 * The console's list: search over the visible text, sortable columns, pagination with a page-size
 * choice, all kept in the URL; CSV export of the rows as filtered and sorted; loading, empty and
 * error states. Only one page of rows is rendered, so 10,000 rows stay smooth.
 */
export function ListTable<T>({
  label,
  rows,
  columns,
  rowKey,
  emptyText,
  loading = false,
  error,
  onRetry,
  exportName,
  urlPrefix = '',
  defaultSort,
  filters,
  filter,
  actions,
  rowSelection,
  bare = false,
}: ListTableProps<T>) {
  const [state, update, highlight] = useListState(urlPrefix);
  // Typing filters the table at once; the URL (a router navigation, which re-renders the page)
  // follows once typing pauses. A search changed from outside (Back, a link) replaces the text.
  const [typed, setTyped] = useState(state.search);
  const [searchInUrl, setSearchInUrl] = useState(state.search);
  if (state.search !== searchInUrl) {
    setSearchInUrl(state.search);
    setTyped(state.search);
  }
  const pendingSearch = useRef<{ value: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  // The router's setter reads the query of the render it came from: the timer must use the latest.
  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  });
  useEffect(() => () => clearTimeout(pendingSearch.current?.timer), []);
  /** Writes a change to the URL, together with a search still waiting to be written. */
  const commit = (change: Partial<ListState>) => {
    const pending = pendingSearch.current;
    pendingSearch.current = null;
    if (pending) clearTimeout(pending.timer);
    latestUpdate.current(pending ? { search: pending.value, page: 1, ...change } : change);
  };
  const onSearch = (value: string) => {
    setTyped(value);
    clearTimeout(pendingSearch.current?.timer);
    pendingSearch.current = { value, timer: setTimeout(() => commit({}), SEARCH_URL_DELAY_MS) };
  };
  const search = useDeferredValue(typed);

  const textColumns = useMemo(() => columns.filter((column) => column.text), [columns]);
  const sortKey = state.sortKey ?? defaultSort?.key ?? null;
  const sortOrder = state.sortKey ? state.sortOrder : (defaultSort?.order ?? null);
  // Sorted once per data or order change; each keystroke then only filters the sorted rows.
  const sorted = useMemo(() => {
    const all = rows ?? [];
    const column = columns.find((candidate) => candidate.key === sortKey);
    const value = column?.sortValue ?? column?.text;
    return value && sortOrder ? sortRows(all, value, sortOrder) : [...all];
  }, [rows, columns, sortKey, sortOrder]);
  // The search text is built in a low-priority render once the rows are on screen (50,000 log
  // entries take a few hundred ms), or at once when a search already needs it.
  const deferredSorted = useDeferredValue(sorted);
  const indexed = search ? sorted : deferredSorted;
  const haystacks = useMemo(
    () =>
      indexed.map((row) =>
        textColumns
          .map((column) => column.text?.(row) ?? '')
          .join('\u0000')
          .toLocaleLowerCase(),
      ),
    [indexed, textColumns],
  );
  const shown = useMemo(() => {
    const filtered = filterRows(sorted, haystacks, search);
    return filter ? filtered.filter(filter) : filtered;
  }, [sorted, haystacks, search, filter]);

  // The record just created (?highlight=id): its row is marked, and its page shown once.
  const isHighlighted = (row: T) => highlight !== null && String(rowKey(row)) === highlight;
  const highlightIndex = highlight === null ? -1 : shown.findIndex(isHighlighted);
  const shownHighlight = useRef<string | null>(null);
  useEffect(() => {
    if (highlightIndex < 0 || shownHighlight.current === highlight) return;
    shownHighlight.current = highlight;
    const highlightPage = Math.floor(highlightIndex / state.pageSize) + 1;
    if (highlightPage !== state.page) latestUpdate.current({ page: highlightPage });
  }, [highlight, highlightIndex, state.page, state.pageSize]);

  if (error) return <ErrorDisplay error={error} onRetry={onRetry} />;

  const tableColumns: TableColumnType<T>[] = columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    width: column.width,
    align: column.align,
    fixed: column.pinned ? 'right' : undefined,
    // Long text wraps, even an address without spaces, rather than widening the table or being cut.
    onCell: () => ({ style: { overflowWrap: 'anywhere' } }),
    render: (_value: unknown, row: T) => {
      if (column.render) return column.render(row);
      const text = column.text?.(row);
      return column.link ? <Link to={column.link(row)}>{text}</Link> : text;
    },
    sorter: column.text && column.sortable !== false,
    sortOrder: sortKey === column.key ? sortOrder : null,
    // A column shown newest-first by default turns to ascending on the first click.
    sortDirections:
      defaultSort?.key === column.key && defaultSort.order === 'descend'
        ? ['descend', 'ascend']
        : ['ascend', 'descend'],
  }));

  const pageCount = Math.max(1, Math.ceil(shown.length / state.pageSize));
  // A search being typed starts from the first page, before the URL says so.
  const page = typed !== state.search ? 1 : Math.min(state.page, pageCount);

  const exportRows = () => {
    const header = textColumns.map((column) => column.title);
    const body = shown.map((row) => textColumns.map((column) => column.text?.(row) ?? ''));
    downloadCsv(`${exportName}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(header, body));
  };

  return (
    <Flex vertical gap={12}>
      {!bare && (
        <Flex gap={8} wrap align="center">
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={`Search ${label.toLowerCase()}`}
            aria-label={`Search ${label.toLowerCase()}`}
            value={typed}
            onChange={(event) => onSearch(event.target.value)}
            style={{ width: 280, maxWidth: '100%' }}
          />
          {filters}
          <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
            {exportName && (
              <Button
                icon={<DownloadOutlined aria-hidden />}
                onClick={exportRows}
                disabled={shown.length === 0}
              >
                Export CSV
              </Button>
            )}
            {actions}
          </Flex>
        </Flex>
      )}
      <Table<T>
        aria-label={label}
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={shown}
        loading={loading}
        locale={{ emptyText }}
        rowSelection={rowSelection}
        rowClassName={(row) => (isHighlighted(row) ? HIGHLIGHT_CLASS : '')}
        onRow={(row) => (isHighlighted(row) ? { 'aria-current': true } : {})}
        tableLayout="fixed"
        scroll={{ x: MIN_TABLE_WIDTH }}
        showSorterTooltip={false}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action !== 'sort') return;
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = typeof single?.columnKey === 'string' ? single.columnKey : null;
          const order = single?.order ?? null;
          commit({ sortKey: order ? key : null, sortOrder: order, page: 1 });
        }}
        pagination={
          bare
            ? false
            : {
                current: page,
                pageSize: state.pageSize,
                total: shown.length,
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZES.map(String),
                showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
                onChange: (nextPage, nextSize) =>
                  commit(nextSize !== state.pageSize ? { page: 1, pageSize: nextSize } : { page: nextPage }),
                hideOnSinglePage: false,
              }
        }
      />
    </Flex>
  );
}
