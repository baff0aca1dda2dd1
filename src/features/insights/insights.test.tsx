import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Business } from '../../api/endpoints/businesses';
import { api as referralsApi, type Referral } from '../../api/endpoints/referrals';
import { staleAfter } from '../../api/changeRules';
import { stubCanvas } from '../../test/canvas';
import { captureCsvDownloads } from '../../test/csvCapture';
import { API, lines, offering, recordRequests, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { storeSession } from '../../test/session';

// Jest runs in UTC (jest.config.ts). Today is 15 October 2025: FY 2026, July 2025 to June 2026.
const north = { id: 1, name: 'North' };
const south = { id: 2, name: 'South' };
const plumbing = { id: 10, name: 'Plumbing' };
const legal = { id: 11, name: 'Legal' };
const cafe = { id: 12, name: 'Cafe' };

const business = (id: number, name: string, region: typeof north, categories: (typeof cafe)[]): Business => ({
  id,
  name,
  region,
  categories,
  users: [],
  createdAt: '2024-01-01T00:00:00.000Z',
});

const businesses: Business[] = [
  business(1, 'Acme Plumbing', north, [plumbing]),
  business(2, 'Birch Legal', south, [legal]),
  business(3, 'Cedar Cafe', north, [cafe, legal]),
  business(4, 'Dune Bakery', south, [cafe]),
  business(5, 'Elm Builders', south, []),
];

const named = (id: number) => ({ id, name: businesses.find((b) => b.id === id)?.name ?? '' });

const referral = (
  id: number,
  createdAt: string,
  acceptanceType: string | null,
  from: number,
  to: number,
): Referral => ({
  id,
  businessName: `Customer ${id}`,
  importance: 'Medium',
  acceptanceType,
  firstName: 'Pat',
  mobile: '0400000000',
  referrer: named(from),
  referredTo: named(to),
  createdAt,
  updatedAt: createdAt,
});

const referrals: Referral[] = [
  referral(1, '2025-07-03T09:00:00.000Z', 'Accepted', 1, 2),
  referral(2, '2025-07-20T09:00:00.000Z', 'Pending', 1, 3),
  referral(3, '2025-08-05T09:00:00.000Z', 'Declined', 2, 1),
  referral(4, '2025-09-30T23:30:00.000Z', 'Accepted', 3, 2),
  referral(5, '2025-06-30T23:59:00.000Z', 'Accepted', 5, 1),
  referral(6, '2025-03-01T10:00:00.000Z', null, 2, 5),
  referral(7, '2025-10-01T08:00:00.000Z', 'Accepted', 1, 2),
];

function answerLists(referralRows: Referral[] = referrals) {
  server.use(
    http.get(`${API}/referrals`, () => HttpResponse.json({ data: referralRows })),
    http.get(`${API}/businesses`, () => HttpResponse.json({ data: businesses })),
    http.get(`${API}/regions`, () => HttpResponse.json({ data: [north, south] })),
    http.get(`${API}/categories`, () => HttpResponse.json({ data: [plumbing, legal, cafe] })),
  );
}

const initialWidth = window.innerWidth;
let restoreCanvas: () => void = () => undefined;

beforeEach(() => {
  storeSession();
  // Only the clock is faked; timers stay real for msw and antd.
  jest.useFakeTimers({
    now: new Date('2025-10-15T12:00:00.000Z'),
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
  // A phone by default: each chart is its table there, and the chart library is never loaded.
  window.innerWidth = 500;
  restoreCanvas = stubCanvas();
});
afterEach(() => {
  jest.useRealTimers();
  window.innerWidth = initialWidth;
  restoreCanvas();
});

const page = () => within(screen.getByRole('main'));
/** The page's own text, once the page is there (the frame and session come first). */
const findOnPage = async (text: string) => {
  await screen.findByRole('main', {}, { timeout: 5000 });
  return page().findByText(text, {}, { timeout: 5000 });
};
const table = (name: string) => page().getByRole('table', { name });
const rowTexts = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the insights page', () => {
  it('shows each section from the whole lists, and says in one line what it cannot show', async () => {
    answerLists();
    renderApp('/insights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(await findOnPage('5 referrals in this period.')).toBeInTheDocument();
    expect(
      page().getByText(
        'Money made per month and the ranking by money made need the server’s insights extension, which this server does not offer.',
      ),
    ).toBeInTheDocument();

    expect(rowTexts('Referrals per month by acceptance type').slice(0, 5)).toEqual([
      ['Month', 'Accepted', 'Declined', 'Pending', 'Total'],
      ['Jul 2025', '1', '0', '1', '2'],
      ['Aug 2025', '0', '1', '0', '1'],
      ['Sep 2025', '1', '0', '0', '1'],
      ['Oct 2025', '1', '0', '0', '1'],
    ]);
    // The sections below the trend are drawn just after it.
    await page().findByRole('table', { name: 'Top businesses by referrals given' });
    expect(rowTexts('Top businesses by referrals given')).toEqual([
      ['Business', 'Given', 'Referrals'],
      ['1.Acme Plumbing', '3', 'Referrals of Acme PlumbingView'],
      ['2.Birch Legal', '1', 'Referrals of Birch LegalView'],
      ['3.Cedar Cafe', '1', 'Referrals of Cedar CafeView'],
    ]);
    expect(rowTexts('Top businesses by referrals received').slice(1, 2)).toEqual([
      ['1.Birch Legal', '3', 'Referrals of Birch LegalView'],
    ]);
    const given = within(table('Top businesses by referrals given'));
    expect(given.getByRole('link', { name: 'Acme Plumbing' })).toHaveAttribute('href', '/businesses/1');
    expect(given.getByRole('link', { name: /Referrals of Acme Plumbing/ })).toHaveAttribute(
      'href',
      '/referrals?q=Acme+Plumbing',
    );

    expect(
      page().getByText('2 businesses have given or received no referral in the last 90 days.'),
    ).toBeInTheDocument();
    expect(rowTexts('Quiet members')).toEqual([
      ['Business', 'Region', 'Last referral'],
      ['Dune Bakery', 'South', 'Never'],
      ['Elm Builders', 'South', '30 June, 2025'],
    ]);
    expect(within(table('Quiet members')).getByRole('link', { name: 'Dune Bakery' })).toHaveAttribute(
      'href',
      '/businesses/4',
    );

    expect(rowTexts('Referrals from region to region: rows give, columns receive')).toEqual([
      ['From \\ to', 'North', 'South'],
      ['North', '1', '3'],
      ['South', '1', '0'],
    ]);
    expect(rowTexts('Referrals from category to category: rows give, columns receive')).toEqual([
      ['From \\ to', 'Cafe', 'Legal', 'Plumbing'],
      ['Cafe', '0', '1', '0'],
      ['Legal', '0', '1', '1'],
      ['Plumbing', '1', '3', '0'],
    ]);
  });

  it('keeps its filters in the URL, and back returns to the view before', async () => {
    answerLists();
    const { user, router } = renderApp('/insights?region=2');
    expect(await findOnPage('4 referrals in this period.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByTitle('Last financial year'));
    await waitFor(() => expect(router.state.location.search).toBe('?period=lastYear&region=2'));
    expect(await findOnPage('2 referrals in this period.')).toBeInTheDocument();
    expect(rowTexts('Top businesses by referrals given').slice(1)).toEqual([
      ['1.Birch Legal', '1', 'Referrals of Birch LegalView'],
      ['2.Elm Builders', '1', 'Referrals of Elm BuildersView'],
    ]);

    await act(() => router.navigate(-1));
    expect(await findOnPage('4 referrals in this period.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?region=2');
  });

  it('reads a custom range from the URL, and asks for both dates when one is missing', async () => {
    answerLists();
    const { router } = renderApp('/insights?period=custom&from=2025-07-20&to=2025-08-05');
    expect(await findOnPage('2 referrals in this period.')).toBeInTheDocument();
    expect(page().getByLabelText('From')).toHaveValue('2025-07-20');

    await act(() => router.navigate('/insights?period=custom&from=2025-08-05'));
    expect(
      await findOnPage('Choose both dates of the custom range, the first no later than the second.'),
    ).toBeInTheDocument();
  });

  it('opens the referrals list searched for a business from its ranking row', async () => {
    answerLists();
    const { user, router } = renderApp('/insights');
    const link = await waitFor(() =>
      within(table('Top businesses by referrals received')).getByRole('link', {
        name: /Referrals of Birch Legal/,
      }),
    );
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals'));
    expect(router.state.location.search).toBe('?q=Birch+Legal');
  });

  it('exports the quiet members as CSV with the lists’ rules', async () => {
    answerLists([...referrals, referral(9, '2025-01-02T03:00:00.000Z', 'Accepted', 4, 4)]);
    const capture = captureCsvDownloads();
    try {
      const { user } = renderApp('/insights');
      await user.click(await screen.findByRole('button', { name: 'Export quiet members as CSV' }));
      await waitFor(() => expect(capture.files).toHaveLength(1));
      expect(capture.files[0]?.name).toBe('quiet-members-2025-10-15.csv');
      expect(await capture.files[0]?.raw).toBe(
        '\uFEFFBusiness,Region,Last referral\r\nDune Bakery,South,2025-01-02\r\nElm Builders,South,2025-06-30',
      );
    } finally {
      capture.restore();
    }
  });

  it('follows a change another admin makes without a reload', async () => {
    answerLists();
    const { store } = renderApp('/insights');
    expect(await findOnPage('5 referrals in this period.')).toBeInTheDocument();
    answerLists([...referrals, referral(8, '2025-10-14T09:00:00.000Z', 'Pending', 4, 5)]);
    act(() => {
      store.dispatch(referralsApi.util.invalidateTags(staleAfter({ model: 'REFERRAL', action: 'CREATE' })));
    });
    expect(await findOnPage('6 referrals in this period.')).toBeInTheDocument();
    expect(
      await page().findByText('0 businesses have given or received no referral in the last 90 days.'),
    ).toBeInTheDocument();
  });

  it('draws the trend as a chart on a wide screen, its table hidden beside it', async () => {
    window.innerWidth = 1280;
    answerLists();
    renderApp('/insights');
    await findOnPage('5 referrals in this period.');
    expect(
      await page().findByRole(
        'img',
        { name: 'Line chart of referrals per month by acceptance type' },
        { timeout: 15000 },
      ),
    ).toBeInTheDocument();
    expect(table('Referrals per month by acceptance type').closest('.visually-hidden')).not.toBeNull();
  });

  it('with the server’s insights extension, shows its answer, asked in the admin’s time zone, and reads no whole list', async () => {
    const seen = recordRequests();
    server.use(
      offering('insights'),
      http.get(`${API}/regions`, () => HttpResponse.json({ data: [north, south] })),
      http.get(`${API}/categories`, () => HttpResponse.json({ data: [plumbing, legal, cafe] })),
      http.get(`${API}/insights`, () =>
        HttpResponse.json({
          data: {
            referralCount: 42,
            trend: { months: ['2025-07', '2025-08'], types: ['Accepted'], counts: [[30], [12]], more: 2 },
            given: [{ id: 1, name: 'Acme Plumbing', count: 40 }],
            givenMore: 7,
            received: [{ id: 2, name: 'Birch Legal', count: 42 }],
            receivedMore: 0,
            quiet: [{ id: 5, name: 'Elm Builders', region: 'South', lastReferral: null }],
            quietMore: 1499,
            regionFlows: {
              groups: [north, south],
              counts: [
                [0, 40],
                [2, 0],
              ],
            },
            categoryFlows: {
              groups: [plumbing, legal],
              counts: [
                [0, 40],
                [2, 0],
              ],
              more: 1,
            },
            moneyTrend: [
              { month: '2025-07', amount: 1500 },
              { month: '2025-08', amount: 0 },
            ],
            moneyRanking: [{ id: 2, name: 'Birch Legal', amount: 1500 }],
            moneyRankingMore: 4,
          },
        }),
      ),
    );
    renderApp('/insights?period=lastYear');
    expect(await findOnPage('42 referrals in this period.')).toBeInTheDocument();
    expect(rowTexts('Referrals per month by acceptance type')).toEqual([
      ['Month', 'Accepted', 'Total'],
      ['Jul 2025', '30', '30'],
      ['Aug 2025', '12', '12'],
    ]);
    // The server's capped lists say what they left out.
    expect(
      await page().findByText('1,500 businesses have given or received no referral in the last 90 days.'),
    ).toBeInTheDocument();
    expect(
      page().getByText('The first 1 by name are listed; the CSV holds the first 1.'),
    ).toBeInTheDocument();
    expect(page().getByText('and 1,499 more businesses')).toBeInTheDocument();
    expect(page().getByText('and 7 more businesses')).toBeInTheDocument();
    expect(page().getByText('and 4 more businesses')).toBeInTheDocument();
    expect(page().getByText('and 1 more category')).toBeInTheDocument();
    expect(page().getByText('and 2 more acceptance types')).toBeInTheDocument();
    expect(page().queryByText(/and 0 more/)).toBeNull();
    const asked = lines(seen).filter((line) => !line.includes('/regions') && !line.includes('/categories'));
    expect(asked.filter((line) => line.includes('/insights'))).toEqual([
      'GET /insights?from=2024-07-01&to=2025-06-30&timeZone=UTC',
    ]);
    expect(asked.filter((line) => line.includes('/referrals') || line.includes('/businesses'))).toEqual([]);
  });
});
