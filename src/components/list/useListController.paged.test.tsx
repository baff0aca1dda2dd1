/**
 * The list controller against a backend that pages (the contract's optional extension) and one
 * that answers whole lists (the specification's promise), through a real store with msw at the
 * network boundary.
 */
import { firstPage } from '../../api/firstRequest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { baseApi } from '../../api/baseApi';
import type { ListFilter } from '../../lib/listQuery';
import { captureCsvDownloads } from '../../test/csvCapture';
import { API, lines, offering, recordRequests, server as msw } from '../../test/msw';
import { discoverExtensions } from '../../api/extensions';
import type { ListColumn } from './listColumn';
import { orderParam, type PageMeta, type ServerList } from '../../api/serverList';
import { useListController } from './useListController';
import { apiStore } from '../../test/apiStore';
import { formatMoney, isoDateTime, plainMoney } from '../../lib/format';

type Place = { id: number; name: string; region: string };
type PlacesAnswer = { data: Place[]; meta?: PageMeta };
type PlacesArg = {
  pageSize?: number;
  page?: number;
  locate?: number;
  cursor?: string;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  region?: string;
};

const placesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Place'] }).injectEndpoints({
  endpoints: (build) => ({
    getPlaces: build.query<PlacesAnswer, PlacesArg>({
      query: (arg) => ({ url: '/places', params: arg }),
      providesTags: ['Place'],
    }),
  }),
});

/** 45 places: 'Place 1' to 'Place 45', odd ones North, even ones South. */
const places: Place[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `Place ${i + 1}`,
  region: i % 2 ? 'South' : 'North',
}));

const columns: ListColumn<Place>[] = [
  { key: 'name', title: 'Name', text: (place) => place.name },
  { key: 'region', title: 'Region', text: (place) => place.region },
];
const regionFilter: ListFilter<Place> = {
  key: 'region',
  parse: (raw) => (raw === 'North' || raw === 'South' ? raw : null),
  matches: (region) => (place) => place.region === region,
};
const filters = [regionFilter];

const placeList: ServerList<PlacesAnswer, PlacesArg> = {
  name: 'places',
  useQuery: placesApi.endpoints.getPlaces.useQuery,
  initiate: placesApi.endpoints.getPlaces.initiate,
  whole: {},
  sortKeys: ['name'],
  defaultSort: { key: 'name', order: 'ascend' },
  keepWhole: (answer) =>
    placesApi.util.upsertQueryEntries([{ endpointName: 'getPlaces', arg: {}, value: answer }]),
  page: ({ pageSize, page, locate, cursor, search, sort, filters: { region } }) => ({
    pageSize,
    page,
    locate,
    cursor,
    q: search || undefined,
    sort: sort?.key,
    order: sort ? orderParam(sort.order) : undefined,
    region: region ?? undefined,
  }),
};

const placesOf = (answer: PlacesAnswer) => answer.data;

/**
 * A backend that pages like ours: rows matching `q` (every word in the name or region) and
 * `region`, ordered by name (natural) then id, paged by `page`, `cursor` (an offset here) or
 * `locate`. A tiny stand-in for the reference server, whose own paging the server suite tests.
 */
function pagingBackend(options: { slowPage?: number } = {}) {
  return http.get(`${API}/places`, async ({ request }) => {
    const url = new URL(request.url);
    const get = (name: string) => url.searchParams.get(name);
    const pageSize = Number(get('pageSize') ?? 0);
    if (!pageSize) return HttpResponse.json({ data: places });
    const words = (get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    let rows = places.filter(
      (place) =>
        words.every((word) => `${place.name} ${place.region}`.toLowerCase().includes(word)) &&
        (get('region') === null || place.region === get('region')),
    );
    if (get('order') === 'desc') rows = [...rows].reverse();
    const locate = get('locate');
    const located = locate === null ? -1 : rows.findIndex((place) => place.id === Number(locate));
    const cursor = get('cursor');
    const offset =
      cursor !== null
        ? Number(cursor)
        : located >= 0
          ? located - (located % pageSize)
          : (Number(get('page') ?? 1) - 1) * pageSize;
    const page = Math.floor(offset / pageSize) + 1;
    if (page === options.slowPage) await delay(300);
    const end = offset + pageSize;
    return HttpResponse.json({
      data: rows.slice(offset, end),
      meta: { total: rows.length, page, pageSize, nextCursor: end < rows.length ? String(end) : null },
    });
  });
}

/** A backend that keeps only the specification's promises: the whole list, whatever is asked. */
const wholeBackend = () => http.get(`${API}/places`, () => HttpResponse.json({ data: places }));

function renderPlaces(
  path: string,
  exportName?: string,
  shown: readonly ListColumn<Place>[] = columns,
  store = apiStore(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Provider>
  );
  const view = renderHook(
    () => ({
      list: useListController({
        source: { server: placeList, rowsOf: placesOf },
        columns: shown,
        defaultSort: { key: 'name', order: 'ascend' },
        filters,
        exportName,
      }),
      location: useLocation(),
    }),
    { wrapper },
  );
  const list = () => view.result.current.list;
  return {
    ...view,
    store,
    list,
    names: () => list().rows.map((place) => place.name),
    url: () => Object.fromEntries(new URLSearchParams(view.result.current.location.search)),
  };
}

describe('useListController, with a source that pages', () => {
  it('asks for the page its URL names and shows it with the server’s total', async () => {
    msw.use(pagingBackend());
    const seen = recordRequests();
    const { list, names, store } = renderPlaces('/places?page=2&size=10');
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(names()[0]).toBe('Place 11');
    expect(list()).toMatchObject({ total: 45, page: 2, pageSize: 10 });
    expect(lines(seen)).toEqual(['GET /places?pageSize=10&page=2&sort=name&order=asc']);
    expect(store.getState().listPaging.paging).toEqual({ places: 'pages' });
  });

  it('shows the first page asked for before it rendered (bootConsole), without asking again', async () => {
    msw.use(pagingBackend());
    const seen = recordRequests();
    const store = apiStore();
    firstPage(placeList)(store.dispatch, {});
    const { names } = renderPlaces('/places', undefined, columns, store);
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(names()[0]).toBe('Place 1');
    expect(lines(seen)).toEqual(['GET /places?pageSize=20&page=1&sort=name&order=asc']);
  });

  it('from a backend without paging, the first request asked early is the whole list, asked once', async () => {
    msw.use(wholeBackend());
    const seen = recordRequests();
    const store = apiStore();
    firstPage(placeList)(store.dispatch, {});
    const { list } = renderPlaces('/places', undefined, columns, store);
    await waitFor(() => expect(list().total).toBe(45));
    expect(lines(seen)).toEqual(['GET /places?pageSize=20&page=1&sort=name&order=asc']);
    expect(store.getState().listPaging.paging).toEqual({ places: 'whole' });
  });

  it('where discovery does not offer paging, asks for the whole list with no paging parameters', async () => {
    msw.use(wholeBackend(), offering('history'));
    const seen = recordRequests();
    const store = apiStore();
    await store.dispatch(discoverExtensions());
    const { list } = renderPlaces('/places', undefined, columns, store);
    await waitFor(() => expect(list().total).toBe(45));
    expect(lines(seen)).toEqual(['GET /places']);
  });

  it('where discovery answers after a first page was asked early, that page is awaited, not asked again', async () => {
    msw.use(wholeBackend(), offering('history'));
    const seen = recordRequests();
    const store = apiStore();
    firstPage(placeList)(store.dispatch, {});
    await store.dispatch(discoverExtensions());
    const { list } = renderPlaces('/places', undefined, columns, store);
    await waitFor(() => expect(list().total).toBe(45));
    expect(lines(seen)).toEqual(['GET /places?pageSize=20&page=1&sort=name&order=asc']);
    expect(store.getState().listPaging.paging).toEqual({ places: 'whole' });
  });

  it('turns pages, searches once typing pauses, sorts and filters on the server', async () => {
    msw.use(pagingBackend());
    const seen = recordRequests();
    const { list, names, url } = renderPlaces('/places');
    await waitFor(() => expect(list().total).toBe(45));

    act(() => list().setPage(3));
    await waitFor(() =>
      expect(names()).toEqual(['Place 41', 'Place 42', 'Place 43', 'Place 44', 'Place 45']),
    );

    act(() => list().setSearch('nor'));
    act(() => list().setSearch('north'));
    expect(list().searchText).toBe('north');
    await waitFor(() => expect(list().total).toBe(23));
    expect(url()).toEqual({ q: 'north' });
    expect(names()[0]).toBe('Place 1');

    act(() => list().toggleSort('name'));
    await waitFor(() => expect(names()[0]).toBe('Place 45'));
    act(() => list().setFilters({ region: 'South' }));
    await waitFor(() => expect(list().total).toBe(0));

    // Typing is not sent word by word: only the search the URL settled on.
    expect(lines(seen)).toEqual([
      'GET /places?pageSize=20&page=1&sort=name&order=asc',
      'GET /places?pageSize=20&page=3&sort=name&order=asc',
      'GET /places?pageSize=20&page=1&q=north&sort=name&order=asc',
      'GET /places?pageSize=20&page=1&q=north&sort=name&order=desc',
      'GET /places?pageSize=20&page=1&q=north&sort=name&order=desc&region=South',
    ]);
  });

  it('sorts only by the columns the server knows', async () => {
    msw.use(pagingBackend());
    const { list } = renderPlaces('/places?sort=region&order=ascend');
    await waitFor(() => expect(list().total).toBe(45));
    expect(list().columns.map((column) => column.sortable)).toEqual([undefined, false]);
    // The link's order is one the server cannot give: the default order is shown instead.
    expect(list().sort).toEqual({ key: 'name', order: 'ascend' });
  });

  it('never lets a late answer overwrite a newer one', async () => {
    msw.use(pagingBackend({ slowPage: 1 }));
    const { list, names } = renderPlaces('/places');
    act(() => list().setPage(2));
    await waitFor(() => expect(names()[0]).toBe('Place 21'));
    // Page 1's answer lands after page 2's.
    await act(() => delay(400));
    expect(names()[0]).toBe('Place 21');
    expect(list().page).toBe(2);
  });

  it('keeps the rows on screen while the next page loads', async () => {
    msw.use(pagingBackend({ slowPage: 2 }));
    const { list, names } = renderPlaces('/places');
    await waitFor(() => expect(list().total).toBe(45));
    act(() => list().setPage(2));
    expect(list().loading).toBe(true);
    expect(names()[0]).toBe('Place 1');
    await waitFor(() => expect(names()[0]).toBe('Place 21'));
    expect(list().loading).toBe(false);
  });

  it('opens the page that holds a record just created, marks it, then pages freely', async () => {
    msw.use(pagingBackend());
    const seen = recordRequests();
    const { list, names, url } = renderPlaces('/places?highlight=33');
    await waitFor(() => expect(list().page).toBe(2));
    // The URL follows the located page in an effect after the render that shows it.
    await waitFor(() => expect(url()).toEqual({ highlight: '33', page: '2' }));
    expect(
      list()
        .rows.filter((place) => list().isHighlighted(place))
        .map((place) => place.name),
    ).toEqual(['Place 33']);
    // While the URL moves to the located page, the first page is never asked for (nor shown).
    await act(() => delay(50));
    expect(lines(seen)).toEqual(['GET /places?pageSize=20&locate=33&sort=name&order=asc']);
    act(() => list().setPage(1));
    await waitFor(() => expect(names()[0]).toBe('Place 1'));
    // The located page is not asked for again when the URL catches up with it.
    expect(lines(seen)).toEqual([
      'GET /places?pageSize=20&locate=33&sort=name&order=asc',
      'GET /places?pageSize=20&page=1&sort=name&order=asc',
    ]);
  });

  it('goes to the last page when the one asked for is past the end', async () => {
    msw.use(pagingBackend());
    const { list, url } = renderPlaces('/places?page=9');
    await waitFor(() => expect(list().page).toBe(3));
    expect(url()).toEqual({ page: '3' });
    await waitFor(() => expect(list().rows).toHaveLength(5));
  });

  it('asks again for the page shown when a change makes it stale', async () => {
    msw.use(pagingBackend());
    const seen = recordRequests();
    const { list, store } = renderPlaces('/places');
    await waitFor(() => expect(list().total).toBe(45));
    act(() => void store.dispatch(placesApi.util.invalidateTags(['Place'])));
    await waitFor(() => expect(lines(seen)).toHaveLength(2));
    expect(new Set(lines(seen)).size).toBe(1);
  });

  it('exports every matching row, read a thousand at a time by cursor, with its progress', async () => {
    msw.use(pagingBackend());
    const seen = recordRequests();
    const downloads = captureCsvDownloads();
    const { list } = renderPlaces('/places?q=south&region=South', 'places');
    await waitFor(() => expect(list().total).toBe(22));
    act(() => list().exportCsv?.());
    expect(list().exporting).toEqual({ done: 0, total: 0 });
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    await waitFor(() => expect(list().exporting).toBeNull());
    const text = await downloads.files[0]?.text;
    expect(text?.split('\r\n').slice(0, 3)).toEqual(['Name,Region', 'Place 2,South', 'Place 4,South']);
    expect(text?.split('\r\n')).toHaveLength(23);
    expect(lines(seen).at(-1)).toBe(
      'GET /places?pageSize=1000&page=1&q=south&sort=name&order=asc&region=South',
    );
    downloads.restore();
  });

  it('writes the paged export in the spreadsheet forms, with a byte order mark and formulas escaped', async () => {
    msw.use(pagingBackend());
    const downloads = captureCsvDownloads();
    const spreadsheetColumns: ListColumn<Place>[] = [
      ...columns,
      {
        key: 'opened',
        title: 'Opened',
        text: (place) => `25 November, 2026 12:${place.id} PM`,
        csvText: (place) => isoDateTime(Date.UTC(2026, 10, 25, 12, place.id)),
      },
      {
        key: 'fee',
        title: 'Fee',
        text: (place) => formatMoney(place.id * 500),
        csvText: (place) => plainMoney(place.id * 500),
        csvTitle: 'Fee (AUD)',
      },
      { key: 'note', title: 'Note', text: (place) => `@${place.region}` },
    ];
    const { list } = renderPlaces('/places?q=place%2033', 'places', spreadsheetColumns);
    await waitFor(() => expect(list().total).toBe(1));
    act(() => list().exportCsv?.());
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(await downloads.files[0]?.raw).toBe(
      [
        '\uFEFFName,Region,Opened,Fee (AUD),Note',
        `Place 33,North,2026-11-25T12:33:00Z,16500.00,"'@North"`,
      ].join('\r\n'),
    );
    downloads.restore();
  });

  it('exports page after page and can be cancelled: nothing is downloaded', async () => {
    // Pages of 1,000 from a list of 2,500: three requests, the second one slow.
    const many = Array.from({ length: 2500 }, (_, i) => ({
      id: i + 1,
      name: `Site ${i + 1}`,
      region: 'North',
    }));
    msw.use(
      http.get(`${API}/places`, async ({ request }) => {
        const url = new URL(request.url);
        const pageSize = Number(url.searchParams.get('pageSize'));
        const offset = Number(url.searchParams.get('cursor') ?? 0);
        if (offset > 0) await delay(300);
        const end = offset + pageSize;
        return HttpResponse.json({
          data: many.slice(offset, end),
          meta: {
            total: many.length,
            page: offset / pageSize + 1,
            pageSize,
            nextCursor: end < 2500 ? String(end) : null,
          },
        });
      }),
    );
    const downloads = captureCsvDownloads();
    const { list } = renderPlaces('/places', 'sites');
    await waitFor(() => expect(list().total).toBe(2500));

    act(() => list().exportCsv?.());
    await waitFor(() => expect(list().exporting).toEqual({ done: 1000, total: 2500 }));
    act(() => list().cancelExport());
    expect(list().exporting).toBeNull();
    await act(() => delay(400));
    expect(downloads.files).toHaveLength(0);
    expect(list().exportError).toBeUndefined();

    act(() => list().exportCsv?.());
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 3000 });
    expect((await downloads.files[0]?.text)?.split('\r\n')).toHaveLength(2501);
    downloads.restore();
  });

  it('exports page by page number from a backend that pages without cursors', async () => {
    const many = Array.from({ length: 2100 }, (_, i) => ({
      id: i + 1,
      name: `Site ${i + 1}`,
      region: 'North',
    }));
    msw.use(
      http.get(`${API}/places`, ({ request }) => {
        const url = new URL(request.url);
        const pageSize = Number(url.searchParams.get('pageSize'));
        const page = Number(url.searchParams.get('page') ?? 1);
        const offset = (page - 1) * pageSize;
        return HttpResponse.json({
          data: many.slice(offset, offset + pageSize),
          meta: { total: many.length, page, pageSize },
        });
      }),
    );
    const seen = recordRequests();
    const downloads = captureCsvDownloads();
    const { list } = renderPlaces('/places', 'sites');
    await waitFor(() => expect(list().total).toBe(2100));
    act(() => list().exportCsv?.());
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    const text = await downloads.files[0]?.text;
    expect(text?.split('\r\n')).toHaveLength(2101);
    expect(text?.split('\r\n').at(-1)).toBe('Site 2100,North');
    expect(lines(seen).slice(-3)).toEqual([
      'GET /places?pageSize=1000&page=1&sort=name&order=asc',
      'GET /places?pageSize=1000&page=2&sort=name&order=asc',
      'GET /places?pageSize=1000&page=3&sort=name&order=asc',
    ]);
    downloads.restore();
  });

  it('says why an export stopped short', async () => {
    msw.use(pagingBackend());
    const { list } = renderPlaces('/places', 'places');
    await waitFor(() => expect(list().total).toBe(45));
    msw.use(
      http.get(`${API}/places`, () => HttpResponse.json({ message: 'Export refused' }, { status: 400 })),
    );
    act(() => list().exportCsv?.());
    await waitFor(() => expect(list().exporting).toBeNull());
    expect(list().exportError).toMatchObject({ status: 400, data: { message: 'Export refused' } });
  });
});

describe('useListController, with a paging source whose backend answers whole lists', () => {
  it('asks once, keeps the whole list where the whole-list call finds it, and works in the browser', async () => {
    msw.use(wholeBackend());
    const seen = recordRequests();
    const { list, names, store } = renderPlaces('/places?page=2&size=10');
    await waitFor(() => expect(names()[0]).toBe('Place 11'));
    expect(list()).toMatchObject({ total: 45, page: 2 });
    expect(store.getState().listPaging.paging).toEqual({ places: 'whole' });

    act(() => list().setSearch('south'));
    await waitFor(() => expect(list().total).toBe(22));
    act(() => list().toggleSort('region'));
    act(() => list().setFilters({ region: 'North' }));
    await waitFor(() => expect(list().total).toBe(0));
    act(() => list().clearFilters());
    await waitFor(() => expect(list().total).toBe(45));
    // Another screen's whole-list call is answered from the cache.
    const other = store.dispatch(placesApi.endpoints.getPlaces.initiate({}));
    expect((await other).data?.data).toHaveLength(45);
    other.unsubscribe();

    expect(lines(seen)).toEqual(['GET /places?pageSize=10&page=2&sort=name&order=asc']);
  });

  it('sorts by every column and exports in the browser', async () => {
    msw.use(wholeBackend());
    const seen = recordRequests();
    const downloads = captureCsvDownloads();
    const { list, names } = renderPlaces('/places?sort=region&order=descend&region=North', 'places');
    await waitFor(() => expect(list().total).toBe(23));
    expect(list().columns.map((column) => column.sortable)).toEqual([undefined, undefined]);
    expect(names()[0]).toBe('Place 45');
    act(() => list().exportCsv?.());
    expect((await downloads.files[0]?.text)?.split('\r\n')).toHaveLength(24);
    expect(lines(seen)).toHaveLength(1);
    downloads.restore();
  });

  it('opens the page that holds a record just created, from the whole list', async () => {
    msw.use(wholeBackend());
    const { list, url } = renderPlaces('/places?highlight=33');
    await waitFor(() => expect(list().page).toBe(2));
    // The URL follows the located page in an effect after the render that shows it.
    await waitFor(() => expect(url()).toEqual({ highlight: '33', page: '2' }));
    expect(
      list()
        .rows.filter((place) => list().isHighlighted(place))
        .map((place) => place.id),
    ).toEqual([33]);
  });
});
