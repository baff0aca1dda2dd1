import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { api as dashboardApi, type Dashboard } from '../../api/endpoints/dashboard';
import { API, lines, recordRequests, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { stubCanvas } from '../../test/canvas';
import { storeSession } from '../../test/session';

const dashboard: Dashboard = {
  moneyMade: [
    { year: 2023, amount: 100.1 },
    { year: 2025, amount: 1234.5 },
    { year: 2026, amount: 98765.4 },
  ],
  businessCount: 12345,
  referralCount: 27,
  regionCount: 4,
  categoryCount: 9,
  userCount: 31,
  unverifiedCount: 2,
};

const answer = (data: Dashboard) => http.get(`${API}/dashboard`, () => HttpResponse.json({ data }));

// Only the clock is faked: 15 August 2025 is in FY 2026. Timers stay real for msw and antd.
function setToday(date: Date) {
  jest.useFakeTimers({
    now: date,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

const initialWidth = window.innerWidth;
let restoreCanvas: () => void = () => undefined;

beforeEach(() => {
  storeSession();
  setToday(new Date(2025, 7, 15, 10, 0));
  restoreCanvas = stubCanvas();
});
afterEach(() => {
  jest.useRealTimers();
  window.innerWidth = initialWidth;
  restoreCanvas();
});

// The navigation menu has links named like the tiles: look inside the page's <main> only.
const page = () => within(screen.getByRole('main'));
const tile = (name: RegExp) => page().getByRole('link', { name });
const findTile = (name: RegExp) => waitFor(() => tile(name));

describe('dashboard tiles', () => {
  it('shows the money made this financial year and every count, each tile linking to its list', async () => {
    server.use(answer(dashboard));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await findTile(/Money made this financial year/);

    const expected: [RegExp, string, string][] = [
      [/^Money made this financial year/, '$98,765.40', '/referrals'],
      [/^Businesses/, '12,345', '/businesses'],
      [/^Referrals/, '27', '/referrals'],
      [/^Regions/, '4', '/regions'],
      [/^Categories/, '9', '/categories'],
      [/^Users/, '31', '/users'],
      [/^Unverified users/, '2', '/users'],
    ];
    for (const [name, value, href] of expected) {
      const link = tile(name);
      expect(link).toHaveTextContent(value);
      expect(link).toHaveAttribute('href', href);
    }
    expect(tile(/^Money made/)).toHaveTextContent('FY 2026: 1 July 2025 – 30 June 2026');
  });

  it('counts the financial year from 1 July: on 30 June it is still the year ending then', async () => {
    jest.useRealTimers();
    setToday(new Date(2025, 5, 30, 23, 30));
    server.use(answer(dashboard));
    renderApp('/');
    expect(await findTile(/Money made this financial year/)).toHaveTextContent('$1,234.50');
  });

  it('shows $0 when nothing was made this financial year', async () => {
    server.use(answer({ ...dashboard, moneyMade: [{ year: 2024, amount: 500 }] }));
    renderApp('/');
    expect(await findTile(/Money made this financial year/)).toHaveTextContent(
      /Money made this financial year\$0FY/,
    );
  });

  it('is served at / as well as /dashboard, with one request', async () => {
    server.use(answer(dashboard));
    const seen = recordRequests();
    renderApp('/');
    await findTile(/^Businesses/);
    expect(lines(seen)).toEqual(['GET /dashboard']);
  });

  it('opens the list behind a tile, and tiles are keyboard-focusable links', async () => {
    server.use(
      answer(dashboard),
      http.get(`${API}/businesses`, () => HttpResponse.json({ data: [] })),
    );
    const { user, router } = renderApp('/dashboard');
    const businesses = await findTile(/^Businesses/);
    expect(businesses.tagName).toBe('A');
    businesses.focus();
    expect(businesses).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses'));
  });

  it('shows skeleton tiles while loading', async () => {
    server.use(
      http.get(`${API}/dashboard`, async () => {
        await delay(150);
        return HttpResponse.json({ data: dashboard });
      }),
    );
    renderApp('/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(await findTile(/^Regions/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument();
  });

  it('shows the shared error display when loading fails, and loads again on Try again', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/dashboard`, () => {
        calls += 1;
        return calls <= 4
          ? HttpResponse.json({ message: 'Database offline' }, { status: 503 })
          : HttpResponse.json({ data: dashboard });
      }),
    );
    const { user } = renderApp('/dashboard');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Database offline')).toBeInTheDocument();
    expect(page().queryByRole('link', { name: /^Businesses/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findTile(/^Businesses/)).toHaveTextContent('12,345');
  });
  it('keeps the figures on screen when a refresh fails, and says so', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/dashboard`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ data: dashboard })
          : HttpResponse.json({ message: 'Database offline' }, { status: 503 });
      }),
    );
    const { store } = renderApp('/dashboard');
    await findTile(/^Businesses/);
    await act(async () => {
      const refresh = store.dispatch(
        dashboardApi.endpoints.getDashboard.initiate(undefined, { forceRefetch: true }),
      );
      await refresh;
      refresh.unsubscribe();
    });
    expect(
      await screen.findByText('These figures could not be refreshed: Database offline'),
    ).toBeInTheDocument();
    expect(tile(/^Businesses/)).toHaveTextContent('12,345');
  });
});

describe('money made per financial year', () => {
  it('draws the line chart on wide screens (the real chart, on a stand-in canvas)', async () => {
    window.innerWidth = 1280;
    server.use(answer(dashboard));
    renderApp('/dashboard');
    const chart = await screen.findByRole('img', { name: 'Line chart of money made per financial year' });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    expect(screen.getByRole('radiogroup', { name: 'Show money made as' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading chart' })).not.toBeInTheDocument();
  });

  it('does not render the chart below 900 px, so its code is never loaded', async () => {
    window.innerWidth = 899;
    server.use(answer(dashboard));
    renderApp('/dashboard');
    await findTile(/^Businesses/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('img', { name: /Line chart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading chart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(document.querySelector('canvas')).toBeNull();
    // Screen readers still get the figures.
    expect(screen.getByRole('table')).toHaveTextContent('Money made per financial year');
  });

  it('shows the figures below 900 px as a small visible table under its heading, newest year first', async () => {
    window.innerWidth = 375;
    server.use(answer(dashboard));
    renderApp('/dashboard');
    await findTile(/^Businesses/);
    const table = await screen.findByRole('table');
    expect(table.closest('.visually-hidden')).toBeNull();
    expect(page().getByRole('heading', { level: 2, name: 'Money made per financial year' })).toBeVisible();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FY 20261 July 2025 – 30 June 2026$98,765.40',
      'FY 20251 July 2024 – 30 June 2025$1,234.50',
      'FY 20241 July 2023 – 30 June 2024$0',
      'FY 20231 July 2022 – 30 June 2023$100.10',
    ]);
    expect(screen.queryByRole('img', { name: /Line chart/ })).not.toBeInTheDocument();
  });

  it("says 'No money made yet' below 900 px too", async () => {
    window.innerWidth = 375;
    server.use(answer({ ...dashboard, moneyMade: [] }));
    renderApp('/dashboard');
    expect(await screen.findByText('No money made yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers the same figures as a table, newest year first, with empty years as $0', async () => {
    window.innerWidth = 1280;
    server.use(answer(dashboard));
    const { user } = renderApp('/dashboard');
    await screen.findByRole('img', { name: /Line chart/ });
    // Beside the chart, the table is there for screen readers only.
    expect(screen.getByRole('table').parentElement).toHaveClass('visually-hidden');

    await user.click(screen.getByRole('radio', { name: 'Table' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: /Line chart/ })).not.toBeInTheDocument());
    const table = screen.getByRole('table');
    expect(table.parentElement).not.toHaveClass('visually-hidden');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FY 20261 July 2025 – 30 June 2026$98,765.40',
      'FY 20251 July 2024 – 30 June 2025$1,234.50',
      'FY 20241 July 2023 – 30 June 2024$0',
      'FY 20231 July 2022 – 30 June 2023$100.10',
    ]);

    await user.click(screen.getByRole('radio', { name: 'Chart' }));
    expect(await screen.findByRole('img', { name: /Line chart/ })).toBeInTheDocument();
  });

  it("says 'No money made yet' instead of an empty chart", async () => {
    window.innerWidth = 1280;
    server.use(answer({ ...dashboard, moneyMade: [] }));
    renderApp('/dashboard');
    expect(await screen.findByText('No money made yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Line chart/ })).not.toBeInTheDocument();
    expect(tile(/^Money made/)).toHaveTextContent('$0');
  });
});
