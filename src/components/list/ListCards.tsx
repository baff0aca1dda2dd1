import { Checkbox, Empty, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';
import { PAGE_SIZES } from '../../lib/listQuery';
import { pageRange } from './listCells';
import { listSpin } from './listSpin';
import type { ListCard, ListColumn, ListRow } from './listColumn';
import type { ListController } from './useListController';

type ListCardsProps<T extends ListRow> = {
  list: ListController<T>;
  label: string;
  emptyText: string;
  card: ListCard | undefined;
  selectLabel: (row: T) => string;
  /** What a column shows in a row, in so many lines: the same as the table's cell. */
  cell: (column: ListColumn<T>, row: T, lines?: number) => ReactNode;
};

/** A card's title (a log's message) may wrap, between words, to this many lines. */
const TITLE_LINES = 3;

/** The card's columns: its title, its telling fields and its links, as the declaration chose them. */
function cardColumns<T>(columns: readonly ListColumn<T>[], card: ListCard | undefined) {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const shown = columns.filter((column) => !column.pinned);
  const title = (card?.title === undefined ? undefined : byKey.get(card.title)) ?? shown[0];
  const fields = card?.fields
    ? card.fields.flatMap((key) => byKey.get(key) ?? [])
    : shown.filter((column) => column !== title && column.text).slice(0, 2);
  return { title, fields, links: columns.filter((column) => column.pinned) };
}

/**
 * A list on a phone: each row a compact card with the record's name, its most telling fields and
 * its link, which reads at a glance where a table's columns would be a few letters wide.
 */
export function ListCards<T extends ListRow>({
  list,
  label,
  emptyText,
  card,
  selectLabel,
  cell,
}: ListCardsProps<T>) {
  const { title, fields, links } = cardColumns(list.columns, card);
  const { selection } = list;
  return (
    <Spin {...listSpin(list.loading, list.rows.length)}>
      {list.rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <ul aria-label={label} className="list-cards">
          {list.rows.map((row) => {
            const current = list.isHighlighted(row);
            return (
              <li
                key={row.id}
                aria-current={current || undefined}
                className={current ? 'list-card list-card--highlight' : 'list-card'}
              >
                {/* A card drawn as antd's small Card draws it (index.html), without Card's code:
                    Card always brings antd's Tabs, a fifth of a list's scripts on a phone. */}
                <article className="list-card__box">
                  <div className="list-card__head">
                    <span className="list-card__title">
                      {list.selectable && (
                        <Checkbox
                          aria-label={selectLabel(row)}
                          checked={selection.ids.includes(row.id)}
                          onChange={(event) =>
                            selection.select(
                              event.target.checked
                                ? [...selection.ids, row.id]
                                : selection.ids.filter((id) => id !== row.id),
                            )
                          }
                        />
                      )}
                      {title && cell(title, row, TITLE_LINES)}
                    </span>
                    {links.map((column) => (
                      <span key={column.key}>{cell(column, row)}</span>
                    ))}
                  </div>
                  <dl className="list-card__fields">
                    {fields.map((column) => (
                      <div key={column.key}>
                        <dt>{column.title}</dt>
                        <dd>{cell(column, row)}</dd>
                      </div>
                    ))}
                  </dl>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        simple
        style={{ marginTop: 12, justifyContent: 'flex-end' }}
        current={list.page}
        pageSize={list.pageSize}
        total={list.total}
        showSizeChanger={false}
        pageSizeOptions={PAGE_SIZES.map(String)}
        showTotal={pageRange}
        onChange={(nextPage) => list.setPage(nextPage)}
      />
    </Spin>
  );
}
