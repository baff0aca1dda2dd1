import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, recordRequests, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { storeSession } from '../../test/session';

const businesses = [
  {
    id: 7,
    name: 'Acme Plumbing',
    region: { id: 1, name: 'North' },
    categories: [],
    users: [],
    createdAt: '2024-03-05T15:04:00Z',
  },
  {
    id: 8,
    name: 'Bolt Electric',
    region: { id: 2, name: 'South' },
    categories: [],
    users: [],
    createdAt: '2024-03-05T15:04:00Z',
  },
  {
    id: 9,
    name: 'Harbour Acme Supplies',
    region: { id: 2, name: 'South' },
    categories: [],
    users: [],
    createdAt: '2024-03-05T15:04:00Z',
  },
];
const referrals = [
  {
    id: 31,
    businessName: 'Kitchen refit',
    importance: 'Hot',
    acceptanceType: 'Pending',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@harbour.example',
    mobile: '0400000003',
    referrer: { id: 7, name: 'Acme Plumbing' },
    referredTo: { id: 8, name: 'Bolt Electric' },
    createdAt: '2024-03-05T15:04:00Z',
    updatedAt: '2024-03-05T15:04:00Z',
  },
];
const person = { mobile: '0400000009', isAdmin: false, isActive: true };
const users = [{ id: 4, email: 'linus@example.com', firstName: 'Linus', lastName: 'Torvalds', ...person }];
const invited = [
  { id: 5, email: 'margaret@example.com', firstName: 'Margaret', lastName: 'Hamilton', ...person },
];
const regions = [
  { id: 1, name: 'North' },
  { id: 2, name: 'South' },
];
const categories = [{ id: 3, name: 'Plumbers' }];

beforeEach(() => {
  storeSession();
  server.use(
    http.get(`${API}/businesses`, () => HttpResponse.json({ data: businesses })),
    http.get(`${API}/businesses/:id`, () => HttpResponse.json({ data: businesses[0] })),
    http.get(`${API}/referrals`, () => HttpResponse.json({ data: referrals })),
    http.get(`${API}/referrals/:id`, () =>
      HttpResponse.json({ data: { ...referrals[0], transactions: [] } }),
    ),
    http.get(`${API}/users`, () => HttpResponse.json({ data: users })),
    http.get(`${API}/users/:id`, () => HttpResponse.json({ data: users[0] })),
    http.get(`${API}/unverified`, () => HttpResponse.json({ data: invited })),
    http.get(`${API}/regions`, () => HttpResponse.json({ data: regions })),
    http.get(`${API}/regions/:id`, () => HttpResponse.json({ data: { ...regions[0], businesses: [] } })),
    http.get(`${API}/categories`, () => HttpResponse.json({ data: categories })),
    http.get(`${API}/categories/:id`, () => HttpResponse.json({ data: categories[0] })),
  );
});

const SEARCH_LABEL = 'Search pages, actions and records';
const box = () => screen.getByRole('combobox', { name: SEARCH_LABEL });
const closed = () => expect(screen.queryByRole('combobox', { name: SEARCH_LABEL })).toBeNull();
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
const activeOption = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

async function openWithShortcut() {
  const view = renderApp('/regions');
  await screen.findByRole('heading', { level: 1, name: 'Regions' });
  await view.user.keyboard('{Control>}k{/Control}');
  await waitFor(() => expect(box()).toHaveFocus());
  return view;
}

describe('command palette', () => {
  it('Ctrl-K opens it; a few letters of a name find the business and Enter opens it', async () => {
    const { user, router } = await openWithShortcut();
    expect(within(screen.getByRole('dialog')).getByText('Search')).toBeInTheDocument();
    await user.type(box(), 'acm');
    await waitFor(() => expect(options()).toEqual(['Acme PlumbingNorth', 'Harbour Acme SuppliesSouth']));
    expect(screen.getByRole('group', { name: 'Businesses' })).toBeInTheDocument();
    expect(activeOption()).toBe('Acme PlumbingNorth');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses/7'));
    await waitFor(closed);
  });

  it('moves through the results with the arrow keys, wrapping at both ends', async () => {
    const { user, router } = await openWithShortcut();
    await user.type(box(), 'acme');
    await waitFor(() => expect(options()).toEqual(['Acme PlumbingNorth', 'Harbour Acme SuppliesSouth']));
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Harbour Acme SuppliesSouth');
    expect(screen.getByRole('option', { name: /Harbour Acme/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /Acme Plumbing/ })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Acme PlumbingNorth');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Harbour Acme SuppliesSouth');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses/9'));
  });

  it('finds referrals by contact email, users by email (invited ones too), regions and categories by name', async () => {
    const { user } = await openWithShortcut();
    await user.type(box(), 'grace@');
    await waitFor(() => expect(options()).toEqual(['Kitchen refitGrace Hopper · grace@harbour.example']));
    expect(screen.getByRole('group', { name: 'Referrals' })).toBeInTheDocument();

    await user.clear(box());
    await user.type(box(), 'margaret@');
    await waitFor(() => expect(options()).toEqual(['Margaret Hamiltonmargaret@example.com · invited']));

    await user.clear(box());
    await user.type(box(), 'linus');
    await waitFor(() => expect(options()).toEqual(['Linus Torvaldslinus@example.com']));

    await user.clear(box());
    await user.type(box(), 'plumbers');
    await waitFor(() => expect(options()).toEqual(['Plumbers']));
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();

    await user.clear(box());
    await user.type(box(), 'south');
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Regions' })).getAllByRole('option')).toHaveLength(1),
    );
  });

  it('opens screens and create actions by name', async () => {
    const { user, router } = await openWithShortcut();
    // Before typing: every screen of the drawer and every create action.
    expect(
      within(screen.getByRole('group', { name: 'Pages' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dashboard', 'Insights', 'Businesses', 'Referrals', 'Users', 'Regions', 'Categories', 'Logs']);
    expect(
      within(screen.getByRole('group', { name: 'Actions' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Create Business', 'Create Referral', 'Create User', 'Create Region', 'Create Category']);
    await user.type(box(), 'create ref');
    await waitFor(() => expect(options()).toEqual(['Create Referral']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/create'));
  });

  it("says 'No matches' when nothing matches, and Enter then does nothing", async () => {
    const { user, router } = await openWithShortcut();
    await user.type(box(), 'zzzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matches'));
    expect(options()).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/regions');
  });

  it('opens from the top bar button; Escape closes it and gives focus back to the button', async () => {
    const { user } = renderApp('/regions');
    const button = await screen.findByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await user.click(button);
    await waitFor(() => expect(box()).toHaveFocus());
    await user.type(box(), 'bolt');
    await user.keyboard('{Escape}');
    await waitFor(closed);
    await waitFor(() => expect(button).toHaveFocus());
    // Opened again: a fresh, empty search.
    await user.click(button);
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('opens a record with a click too', async () => {
    const { user, router } = await openWithShortcut();
    await user.type(box(), 'linus');
    await user.click(await screen.findByRole('option', { name: /Linus Torvalds/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/4'));
  });

  it('fetches each list once however often it is opened, and none before it is opened', async () => {
    const seen = recordRequests();
    const { user } = renderApp('/regions');
    await screen.findByRole('heading', { level: 1, name: 'Regions' });
    const lists = () => seen.filter((request) => request.path !== '/regions').map((request) => request.path);
    expect(lists()).toEqual([]);
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(box()).toHaveFocus());
    await user.type(box(), 'acme');
    await waitFor(() => expect(options()).toHaveLength(2));
    await user.keyboard('{Escape}');
    await waitFor(closed);
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(box()).toHaveFocus());
    await user.type(box(), 'acme');
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(lists().sort()).toEqual(['/businesses', '/categories', '/referrals', '/unverified', '/users']);
  });
});

describe('command palette, against a backend that pages', () => {
  /** 1,000 businesses: only a search by name on the server reaches most of them. */
  const many = Array.from({ length: 1000 }, (_, index) => ({
    ...businesses[0],
    id: 100 + index,
    name: index === 999 ? 'Zephyr Cafe' : `Business ${String(index).padStart(4, '0')}`,
  }));
  const pageOf = <T extends { name?: string; businessName?: string }>(rows: readonly T[], url: URL) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const pageSize = Number(url.searchParams.get('pageSize') ?? rows.length);
    const matching = rows.filter((row) => (row.name ?? row.businessName ?? '').toLowerCase().includes(q));
    return { data: matching.slice(0, pageSize), meta: { total: matching.length, page: 1, pageSize } };
  };

  beforeEach(() => {
    server.use(
      http.get(`${API}/businesses`, ({ request }) => HttpResponse.json(pageOf(many, new URL(request.url)))),
      http.get(`${API}/referrals`, ({ request }) =>
        HttpResponse.json(pageOf(referrals, new URL(request.url))),
      ),
      http.get(`${API}/users`, ({ request }) =>
        HttpResponse.json({ ...pageOf([], new URL(request.url)), data: [] }),
      ),
    );
  });

  it('asks the server for the matches of what is typed, and never for a whole list', async () => {
    const seen = recordRequests();
    const { user, router } = await openWithShortcut();
    await user.type(box(), 'zephyr');
    await waitFor(() => expect(options()).toEqual(['Zephyr CafeNorth']));
    const businessCalls = seen.filter((request) => request.path === '/businesses').map((r) => r.search);
    // The first page on opening, then one search once typing pauses: not one request per letter,
    // and never the whole list.
    expect(businessCalls).toEqual(['?pageSize=20&page=1', '?pageSize=20&page=1&q=zephyr']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses/1099'));
  });

  it("waits for the server's matches before it says there are none", async () => {
    const { user } = await openWithShortcut();
    await user.type(box(), 'kitchen');
    await waitFor(() => expect(options()).toEqual(['Kitchen refitGrace Hopper · grace@harbour.example']));
    await user.clear(box());
    await user.type(box(), 'zzzz');
    expect(screen.getByRole('status')).not.toHaveTextContent('No matches');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matches'));
  });
});
