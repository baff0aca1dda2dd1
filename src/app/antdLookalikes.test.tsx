/**
 * Components that draw antd's markup themselves, for speed, against the antd component they stand
 * in for: under the console's theme (both modes, both densities) they must draw the same element,
 * classes, inline style and text, so antd's stylesheet styles them alike. A new antd that draws its
 * Table, Select or RangePicker differently fails here rather than leaving them unstyled.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import AntdSelect from '../components/AntdSelect';
import AntdRowsTable from '../components/list/AntdRowsTable';
import { detailsColumn } from '../components/list/detailsColumn';
import type { ListColumn } from '../components/list/listColumn';
import type { RowsTableProps } from '../components/list/rowsTable';
import { RowsLookalike } from '../components/list/RowsLookalike';
import { useListController } from '../components/list/useListController';
import { SelectLookalike } from '../components/SelectFilter';
import { DateRangeLookalike } from '../features/logs/DateRangeFilter';
import DateRangePicker from '../features/logs/DateRangePicker';
import { apiStore } from '../test/apiStore';
import { consoleTheme } from './theme';

const THEMES = [
  ['light', 'comfortable'],
  ['dark', 'compact'],
] as const;

const markupOf = (element: ReactElement, mode: 'light' | 'dark', density: 'comfortable' | 'compact') =>
  render(<ConfigProvider theme={consoleTheme(mode, density)}>{element}</ConfigProvider>).container.innerHTML;

type Place = { id: number; name: string; people: number; region: string };

const PLACES: Place[] = [
  { id: 7, name: 'Lismore', people: 28_000, region: 'North' },
  { id: 9, name: 'Byron Bay', people: 35_000, region: 'North' },
  { id: 12, name: 'Ballina', people: 26_000, region: 'South' },
];
/** 45 places, for pages past the first: 'Town 1' to 'Town 45'. */
const TOWNS: Place[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `Town ${i + 1}`,
  people: 1_000 * (i + 1),
  region: i % 2 ? 'South' : 'North',
}));

// Every kind of column a list declares: a link, a right-aligned number, plain text, a rendered
// cell that is not sortable, and the pinned Details link.
const PLACE_COLUMNS: ListColumn<Place>[] = [
  { key: 'name', title: 'Name', text: (place) => place.name, link: (place) => `/places/${place.id}` },
  { key: 'people', title: 'People', text: (place) => String(place.people), align: 'right', width: 120 },
  { key: 'region', title: 'Region', text: (place) => place.region },
  { key: 'badge', title: 'Badge', render: (place) => <em>{place.region[0]}</em> },
  detailsColumn<Place>(
    (place) => `/places/${place.id}`,
    (place) => place.name,
  ),
];

type Draw = (table: RowsTableProps<Place>) => ReactElement;

function PlacesTable({ rows, draw }: { rows: readonly Place[] | undefined; draw: Draw }) {
  const list = useListController({
    source: { rows, loading: rows === undefined },
    columns: PLACE_COLUMNS,
    defaultSort: { key: 'name', order: 'ascend' },
  });
  return draw({
    list,
    label: 'Places',
    emptyText: 'No places found',
    selectLabel: (place) => `Select ${place.name}`,
    scrolls: false,
    tableWidth: 800,
    rowKey: (place) => place.id,
  });
}

/** The table's markup drawn by `draw`, with the list at `path` (its sort, page and highlight). */
function tableMarkupOf(
  draw: Draw,
  rows: readonly Place[] | undefined,
  path: string,
  mode: 'light' | 'dark',
  density: 'comfortable' | 'compact',
) {
  const { container, unmount } = render(
    <Provider store={apiStore()}>
      <MemoryRouter initialEntries={[path]}>
        <ConfigProvider theme={consoleTheme(mode, density)}>
          <PlacesTable rows={rows} draw={draw} />
        </ConfigProvider>
      </MemoryRouter>
    </Provider>,
  );
  // The look-alike's pager shows the range alone: antd's buttons and page sizes come with its code.
  for (const item of container.querySelectorAll('.ant-pagination > li:not(.ant-pagination-total-text)'))
    item.remove();
  const markup = container.innerHTML;
  unmount();
  return markup;
}

const drawAntd: Draw = (table) => <AntdRowsTable {...table} />;
const drawLookalike: Draw = (table) => <RowsLookalike {...table} onShown={() => undefined} />;

const TABLE_STATES = [
  // The state, its rows, its address, and a text that shows the list is in that state.
  ['sorted by name, first page', PLACES, '/places', '1-3 of 3'],
  [
    'sorted by people, newest last, a row highlighted',
    PLACES,
    '/places?sort=people&order=desc&highlight=9',
    'row-highlight',
  ],
  ['sorted by a column it shows no arrows for', PLACES, '/places?sort=region', 'aria-label="Region"'],
  ['on its second page', TOWNS, '/places?page=2', '21-40 of 45'],
  ['on its last page', TOWNS, '/places?page=3', '41-45 of 45'],
  ['with no rows', [], '/places', 'No places found'],
  ['while its rows load', undefined, '/places', 'aria-busy="true"'],
] as const;

describe.each(THEMES)('the rows look-alike in the %s theme, %s', (mode, density) => {
  it.each(TABLE_STATES)('draws a list %s as antd’s Table draws it', (_state, rows, path, telling) => {
    const antd = tableMarkupOf(drawAntd, rows, path, mode, density);
    expect(tableMarkupOf(drawLookalike, rows, path, mode, density)).toBe(antd);
    expect(antd).toContain(telling);
  });
});

const RANGES = [
  ['no range', null, null, 'From date'],
  ['a range from a day onwards', '2024-03-05', null, 'value="5 Mar 2024"'],
  ['a range of two days', '2024-03-05', '2024-11-30', 'value="30 Nov 2024"'],
] as const;

describe.each(THEMES)('the date range look-alike in the %s theme, %s', (mode, density) => {
  it.each(RANGES)('draws %s as antd’s RangePicker draws it, read-only', (_range, from, to, telling) => {
    const antd = markupOf(<DateRangePicker from={from} to={to} onChange={() => undefined} />, mode, density);
    const lookalike = markupOf(
      <DateRangeLookalike from={from} to={to} onChange={() => undefined} handlers={{}} />,
      mode,
      density,
    );
    expect(lookalike.replaceAll(' readonly=""', '')).toBe(antd);
    expect(antd).toContain(telling);
  });
});

const CHOICES = [
  { value: 'ALL', label: 'All' },
  { value: 'CREATE', label: 'Create' },
];

const SELECTS = [
  ['with a prefix and an id', { id: 'log-action-filter', prefix: 'Action:', value: 'ALL' }, 'Action:'],
  ['without a prefix', { id: 'importance-filter', value: 'CREATE' }, 'title="Create"'],
] as const;

describe.each(THEMES)('the Select look-alike in the %s theme, %s', (mode, density) => {
  it.each(SELECTS)('draws a filter %s as antd’s Select draws it', (_select, props, telling) => {
    const select = {
      ...props,
      'aria-label': 'Action',
      options: CHOICES,
      onChange: () => undefined,
      style: { width: 260, maxWidth: '100%' },
    };
    const antd = markupOf(
      <AntdSelect {...select} virtual={false} popupMatchSelectWidth={false} />,
      mode,
      density,
    );
    expect(markupOf(<SelectLookalike {...select} handlers={{}} />, mode, density)).toBe(antd);
    expect(antd).toContain(telling);
  });
});
