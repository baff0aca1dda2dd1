import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { PagedAnswer } from '../../api/serverList';
import { apiStore } from '../../test/apiStore';
import type { ListFilter } from '../../lib/listQuery';
import { captureCsvDownloads } from '../../test/csvCapture';
import type { ListColumn } from './listColumn';
import { useListController, type ListControllerOptions } from './useListController';
import { formatDate, formatMoney, isoDate, plainMoney } from '../../lib/format';

type Place = { id: number; name: string; region: string; day: string };

/** 45 places: 'Place 1' to 'Place 45', odd ones North, even ones South, a day each in March 2024. */
const places: Place[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `Place ${i + 1}`,
  region: i % 2 ? 'South' : 'North',
  day: `2024-03-${String((i % 28) + 1).padStart(2, '0')}`,
}));

const nameColumn: ListColumn<Place> = { key: 'name', title: 'Name', text: (place) => place.name };
const columns: ListColumn<Place>[] = [
  nameColumn,
  { key: 'region', title: 'Region', text: (place) => place.region },
  { key: 'day', title: 'Day', text: (place) => place.day, sortValue: (place) => Date.parse(place.day) },
  // No text: not searched, not sortable, not exported.
  { key: 'details', title: '', render: () => 'Details' },
];

const regionFilter: ListFilter<Place> = {
  key: 'region',
  parse: (raw) => (raw === 'North' || raw === 'South' ? raw : null),
  matches: (region) => (place) => place.region === region,
};
const filters = [regionFilter];

const byName = { key: 'name', order: 'ascend' } as const;

type Options = Omit<ListControllerOptions<Place, PagedAnswer, never>, 'source' | 'columns'> &
  Partial<Pick<ListControllerOptions<Place, PagedAnswer, never>, 'columns'>>;

/** The controller on `path`, with the location it writes and a way to navigate as a link would. */
function renderList(path: string, options: Options = {}, rows: readonly Place[] = places) {
  const store = apiStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Provider>
  );
  const view = renderHook(
    ({ data }: { data: readonly Place[] }) => ({
      list: useListController({ source: { rows: data }, columns, defaultSort: byName, ...options }),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper, initialProps: { data: rows } },
  );
  const list = () => view.result.current.list;
  return {
    ...view,
    list,
    names: () => list().rows.map((place) => place.name),
    url: () => Object.fromEntries(new URLSearchParams(view.result.current.location.search)),
  };
}

describe('useListController', () => {
  it('shows the first page in the default order, with the total', () => {
    const { list, names } = renderList('/places');
    expect(list().total).toBe(45);
    expect(list().page).toBe(1);
    expect(list().rows).toHaveLength(20);
    expect(names().slice(0, 3)).toEqual(['Place 1', 'Place 2', 'Place 3']);
    expect(list().sort).toEqual(byName);
    expect(list().filtered).toBe(false);
  });

  it('searches every column’s text as typed, from page 1, and writes the URL once typing pauses', async () => {
    const { list, names, url } = renderList('/places?page=2');
    act(() => list().setSearch('NORTH place'));
    expect(list().searchText).toBe('NORTH place');
    expect(list().page).toBe(1);
    expect(url()).toEqual({ page: '2' });
    // Every word, in any column, in any case: the North places are the odd ones.
    await waitFor(() => expect(list().total).toBe(23));
    expect(names().slice(0, 3)).toEqual(['Place 1', 'Place 3', 'Place 5']);
    await waitFor(() => expect(url()).toEqual({ q: 'NORTH place' }));
    expect(list().state.search).toBe('NORTH place');
    expect(list().filtered).toBe(true);
  });

  it('does not search the text of columns that have none', async () => {
    const { list } = renderList('/places');
    act(() => list().setSearch('details'));
    await waitFor(() => expect(list().total).toBe(0));
  });

  it('takes the search from a link, and a search changed from outside replaces the typed text', async () => {
    const { list, names, result } = renderList('/places?q=south');
    expect(list().searchText).toBe('south');
    await waitFor(() => expect(list().total).toBe(22));
    expect(names()[0]).toBe('Place 2');
    act(() => result.current.navigate('/places?q=north'));
    expect(list().searchText).toBe('north');
    await waitFor(() => expect(names()[0]).toBe('Place 1'));
    expect(list().total).toBe(23);
  });

  it('writes a search still being typed together with the next change', () => {
    const { list, url } = renderList('/places');
    act(() => list().setSearch('south'));
    act(() => list().toggleSort('region'));
    expect(url()).toEqual({ q: 'south', sort: 'region', order: 'ascend' });
  });

  it('turns the default column around, and takes another column up, down and back to the default', () => {
    const { list, names, url } = renderList('/places');
    act(() => list().toggleSort('name'));
    expect(url()).toEqual({ sort: 'name', order: 'descend' });
    expect(names()[0]).toBe('Place 45');
    act(() => list().toggleSort('name'));
    expect(url()).toEqual({ sort: 'name', order: 'ascend' });
    expect(names()[0]).toBe('Place 1');

    act(() => list().toggleSort('region'));
    expect(list().sort).toEqual({ key: 'region', order: 'ascend' });
    // Ties go by id: North places 1, 3, 5…
    expect(names().slice(0, 3)).toEqual(['Place 1', 'Place 3', 'Place 5']);
    act(() => list().toggleSort('region'));
    expect(names().slice(0, 3)).toEqual(['Place 44', 'Place 42', 'Place 40']);
    act(() => list().toggleSort('region'));
    expect(url()).toEqual({});
    expect(list().sort).toEqual(byName);
  });

  it('lists newest first (same day: the higher id first), and one click shows oldest first', () => {
    const { list, names, url } = renderList('/places', { defaultSort: { key: 'day', order: 'descend' } });
    // 28 March: places 28; 1 March: places 1 and 29.
    expect(names().slice(0, 2)).toEqual(['Place 28', 'Place 27']);
    expect(list().state).toMatchObject({ sortKey: null, sortOrder: null });
    act(() => list().setPage(3));
    expect(names().slice(-2)).toEqual(['Place 29', 'Place 1']);

    act(() => list().toggleSort('day'));
    expect(url()).toEqual({ sort: 'day', order: 'ascend' });
    expect(names().slice(0, 3)).toEqual(['Place 1', 'Place 29', 'Place 2']);
    act(() => list().toggleSort('day'));
    expect(url()).toEqual({ sort: 'day', order: 'descend' });
    expect(names()[0]).toBe('Place 28');
  });

  it('ignores a sort a link names that no column sorts by', () => {
    const { list, names } = renderList('/places?sort=details&order=descend');
    expect(list().state).toMatchObject({ sortKey: null, sortOrder: null });
    expect(list().sort).toEqual(byName);
    expect(names()[0]).toBe('Place 1');
  });

  it('pages, changes the page size from page 1, and shows the last page when fewer rows are left', () => {
    const { list, names, url } = renderList('/places');
    act(() => list().setPage(3));
    expect(url()).toEqual({ page: '3' });
    expect(names()).toEqual(['Place 41', 'Place 42', 'Place 43', 'Place 44', 'Place 45']);
    act(() => list().setPageSize(10));
    expect(url()).toEqual({ size: '10' });
    expect(list()).toMatchObject({ page: 1, pageSize: 10, total: 45 });
    expect(list().rows).toHaveLength(10);

    const far = renderList('/places?page=9&size=50');
    expect(far.list()).toMatchObject({ page: 1, pageSize: 50 });
    expect(far.list().rows).toHaveLength(45);
  });

  it('reads its filters from the URL, writes them from page 1, and clears them with the search', async () => {
    const { list, names, url } = renderList('/places?region=South&page=2&q=place', { filters });
    expect(list().filterValues).toEqual({ region: 'South' });
    expect(list().total).toBe(22);
    expect(list().filtered).toBe(true);

    act(() => list().setFilters({ region: 'North' }));
    expect(url()).toEqual({ region: 'North', q: 'place' });
    expect(list().total).toBe(23);
    expect(names()[0]).toBe('Place 1');

    act(() => list().toggleSort('name'));
    act(() => list().clearFilters());
    // The order is the admin's, not a filter: it stays.
    expect(url()).toEqual({ sort: 'name', order: 'descend' });
    expect(list().searchText).toBe('');
    await waitFor(() => expect(list().total).toBe(45));
    expect(list().filtered).toBe(false);
  });

  it('ignores a filter value it cannot read', () => {
    const { list } = renderList('/places?region=East', { filters });
    expect(list().filterValues).toEqual({ region: null });
    expect(list().total).toBe(45);
  });

  it('keeps ticked rows across searches and pages; a row that leaves the list leaves the selection', async () => {
    const { list, rerender } = renderList('/places', { selectable: true });
    expect(list().selectable).toBe(true);
    act(() => list().selection.select([2, 44]));
    act(() => list().setPage(3));
    act(() => list().setSearch('south'));
    await waitFor(() => expect(list().total).toBe(22));
    expect(list().selection.ids).toEqual([2, 44]);

    rerender({ data: places.filter((place) => place.id !== 44) });
    expect(list().selection.rows.map((place) => place.name)).toEqual(['Place 2']);
    expect(list().selection.ids).toEqual([2]);
  });

  it('marks the created row and opens the page that holds it, once', async () => {
    const { list, names, url } = renderList('/places?highlight=33');
    await waitFor(() => expect(list().page).toBe(2));
    expect(url()).toEqual({ highlight: '33', page: '2' });
    const marked = list().rows.filter((place) => list().isHighlighted(place));
    expect(marked.map((place) => place.name)).toEqual(['Place 33']);

    act(() => list().setPage(1));
    expect(names()[0]).toBe('Place 1');
    expect(list().page).toBe(1);
  });

  it('keeps two lists on one page apart by their URL prefixes', async () => {
    const store = apiStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <MemoryRouter initialEntries={['/places?u.q=south&page=2']}>{children}</MemoryRouter>
      </Provider>
    );
    const { result } = renderHook(
      () => ({
        plain: useListController({ source: { rows: places }, columns, defaultSort: byName }),
        second: useListController({
          source: { rows: places },
          columns,
          defaultSort: byName,
          urlPrefix: 'u.',
          filters,
        }),
        location: useLocation(),
      }),
      { wrapper },
    );
    expect(result.current.plain).toMatchObject({ page: 2, searchText: '', total: 45 });
    expect(result.current.second).toMatchObject({ page: 1, searchText: 'south' });
    act(() => result.current.second.setFilters({ region: 'North' }));
    act(() => result.current.second.toggleSort('name'));
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({
      'u.q': 'south',
      page: '2',
      'u.region': 'North',
      'u.sort': 'name',
      'u.order': 'descend',
    });
    expect(result.current.plain.page).toBe(2);
    expect(result.current.plain.sort).toEqual(byName);
  });

  it('exports the matching rows in order as CSV: text columns only, formulas escaped', async () => {
    const rows = [
      { id: 1, name: 'Acme, North', region: 'North', day: '2024-03-02' },
      { id: 2, name: '=HYPERLINK("x")', region: 'North', day: '2024-03-01' },
      { id: 3, name: 'Bolt', region: 'South', day: '2024-03-03' },
    ];
    const { list } = renderList(
      '/places?region=North&sort=day&order=ascend',
      { filters, exportName: 'places' },
      rows,
    );
    const downloads = captureCsvDownloads();
    act(() => list().exportCsv?.());
    expect(downloads.files.map((file) => file.name)).toEqual([
      expect.stringMatching(/^places-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    expect(await downloads.files[0]?.text).toBe(
      ['Name,Region,Day', `"'=HYPERLINK(""x"")",North,2024-03-01`, '"Acme, North",North,2024-03-02'].join(
        '\r\n',
      ),
    );
    downloads.restore();

    expect(renderList('/places').list().exportCsv).toBeNull();
  });

  it('exports a column in its spreadsheet form and under its CSV title where it gives them', async () => {
    const spreadsheet: ListColumn<Place>[] = [
      nameColumn,
      {
        key: 'day',
        title: 'Day',
        text: (place) => formatDate(place.day),
        csvText: (place) => isoDate(place.day),
      },
      {
        key: 'amount',
        title: 'Amount',
        text: (place) => formatMoney(place.id * 1234.5),
        csvText: (place) => plainMoney(place.id * 1234.5),
        csvTitle: 'Amount (AUD)',
      },
    ];
    const { list } = renderList('/places', { columns: spreadsheet, exportName: 'places' }, [
      { id: 1, name: 'Kōwhai', region: 'North', day: '2024-03-05' },
      { id: 2, name: 'Spärck', region: 'South', day: '2024-11-25' },
    ]);
    const downloads = captureCsvDownloads();
    act(() => list().exportCsv?.());
    expect(await downloads.files[0]?.raw).toBe(
      ['\uFEFFName,Day,Amount (AUD)', 'Kōwhai,2024-03-05,1234.50', 'Spärck,2024-11-25,2469.00'].join('\r\n'),
    );
    downloads.restore();
  });

  it('holds its state as one plain object, as the URL has it', () => {
    const { list } = renderList('/places?q=north&sort=day&order=descend&page=2&size=10&region=North', {
      filters,
    });
    const expected = {
      search: 'north',
      sortKey: 'day',
      sortOrder: 'descend',
      page: 2,
      pageSize: 10,
      filters: { region: 'North' },
    };
    expect(list().state).toEqual(expected);
    expect(JSON.parse(JSON.stringify(list().state))).toEqual(expected);
  });
});
