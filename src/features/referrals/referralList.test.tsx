import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Referral } from '../../api/endpoints/referrals';
import { captureCsvDownloads } from '../../test/csvCapture';
import { API, lines, recordRequests, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { tableFirstCells, tableRow, tableRows } from '../../test/antd';
import { referral, referralList } from '../../test/fixtures/referrals';
import { storeSession } from '../../test/session';

beforeEach(() => storeSession());

const answerList = (rows: Referral[]) =>
  server.use(http.get(`${API}/referrals`, () => HttpResponse.json({ data: rows })));

describe('/referrals', () => {
  it('shows every column, formatted, with links to the businesses and details', async () => {
    answerList(referralList);
    const seen = recordRequests();
    renderApp('/referrals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referrals' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    for (const title of [
      'Business Name',
      'Date of Referral',
      'Importance',
      'Referrer',
      'Referred To',
      'Status',
    ]) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    }
    await waitFor(() => expect(tableRows(table)).toHaveLength(3));
    const harbour = tableRow(table, 'Harbour Bakery');
    const cells = [...harbour.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Harbour Bakery',
      '5 March, 2024 3:04 PM',
      'Hot',
      'Acme Plumbing',
      'Bolt Electric',
      'Accepted',
      'Details of Harbour Bakery',
    ]);
    const row = within(harbour);
    expect(row.getByRole('link', { name: 'Acme Plumbing' })).toHaveAttribute('href', '/businesses/7');
    expect(row.getByRole('link', { name: 'Bolt Electric' })).toHaveAttribute('href', '/businesses/8');
    expect(row.getByRole('link', { name: 'Details of Harbour Bakery' })).toHaveAttribute(
      'href',
      '/referrals/1',
    );
    // The first page is asked for; a spec-only backend answers every referral, once.
    expect(lines(seen)).toEqual(['GET /referrals?pageSize=20&page=1&sort=createdAt&order=desc']);
  });

  it('lists newest first by default and sorts by the date value, not its text', async () => {
    answerList(referralList);
    const { user, router } = renderApp('/referrals');
    // The table as it is now: antd's takes over from the look-alike that draws the first rows.
    const table = () => screen.getByRole('table');
    await screen.findByRole('table');
    await waitFor(() =>
      expect(tableFirstCells(table())).toEqual(['Quay Florist', 'Harbour Bakery', 'Mill Lane Dental']),
    );
    // '20 November, 2023' would sort last as text.
    await user.click(within(table()).getByRole('columnheader', { name: /Date of Referral/ }));
    await waitFor(() =>
      expect(tableFirstCells(table())).toEqual(['Mill Lane Dental', 'Harbour Bakery', 'Quay Florist']),
    );
    expect(router.state.location.search).toBe('?sort=createdAt&order=ascend');
    await user.click(within(table()).getByRole('columnheader', { name: /Date of Referral/ }));
    await waitFor(() =>
      expect(tableFirstCells(table())).toEqual(['Quay Florist', 'Harbour Bakery', 'Mill Lane Dental']),
    );
    expect(router.state.location.search).toBe('?sort=createdAt&order=descend');
  });

  it('tells importances apart by tag colour and word, and sorts them hottest first', async () => {
    answerList(referralList);
    const { user, router } = renderApp('/referrals?sort=importance&order=ascend');
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(tableFirstCells(table)).toEqual(['Harbour Bakery', 'Mill Lane Dental', 'Quay Florist']),
    );
    const tags = tableRows(table).map((row) => row.querySelector('.ant-tag'));
    expect(tags.map((tag) => tag?.textContent)).toEqual(['Hot', 'Medium', 'Low']);
    expect(tags[0]).toHaveClass('ant-tag-red');
    expect(tags[1]).toHaveClass('ant-tag-orange');
    expect(tags[2]).toHaveClass('ant-tag-blue');

    await user.click(screen.getByRole('combobox', { name: 'Filter by importance' }));
    await user.click(await screen.findByTitle('Medium'));
    await waitFor(() => expect(tableFirstCells(table)).toEqual(['Mill Lane Dental']));
    expect(new URLSearchParams(router.state.location.search).get('importance')).toBe('Medium');
  });

  it('keeps the referrals of the status chosen, kept in the URL, from the whole list', async () => {
    answerList(referralList);
    const { user, router } = renderApp('/referrals');
    await waitFor(() => expect(tableRows(screen.getByRole('table'))).toHaveLength(3), { timeout: 5000 });
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('Declined'));
    await waitFor(() => expect(tableFirstCells(screen.getByRole('table'))).toEqual(['Mill Lane Dental']));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('Declined');
  });

  it("says 'No referrals found' when there are none", async () => {
    answerList([]);
    renderApp('/referrals');
    expect(await screen.findByText('No referrals found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create Referral/ })).toHaveAttribute(
      'href',
      '/referrals/create',
    );
  });

  it('shows HTML from the server as text', async () => {
    answerList([{ ...referral, businessName: '<img src=x onerror=alert(1)>', transactions: undefined }]);
    renderApp('/referrals');
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows the shared error display and recovers on Try again', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/referrals`, () => {
        calls += 1;
        return calls <= 4
          ? HttpResponse.json({ message: 'Database offline' }, { status: 503 })
          : HttpResponse.json({ data: referralList });
      }),
    );
    const { user } = renderApp('/referrals');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Database offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Details of Quay Florist' })).toBeInTheDocument();
  });

  it('searches every column and keeps the search in the URL', async () => {
    answerList(referralList);
    const { user, router } = renderApp('/referrals');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(tableRows(table)).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: 'Search referrals' }), 'cedar declined');
    await waitFor(() => expect(tableFirstCells(table)).toEqual(['Mill Lane Dental']));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('cedar declined'),
    );
  });

  it('exports the filtered, sorted rows to referrals-<date>.csv, dates in ISO 8601', async () => {
    answerList(referralList);
    const downloads = captureCsvDownloads();
    const { user } = renderApp('/referrals?q=plumbing');
    await screen.findByRole('link', { name: 'Details of Harbour Bakery' });
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(downloads.files[0]?.name).toMatch(/^referrals-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads.files[0]?.text).toBe(
      [
        'Business Name,Date of Referral,Importance,Referrer,Referred To,Status',
        'Harbour Bakery,2024-03-05T15:04:00Z,Hot,Acme Plumbing,Bolt Electric,Accepted',
        'Mill Lane Dental,2023-11-20T17:45:00Z,Medium,Cedar Cafe,Acme Plumbing,Declined',
      ].join('\r\n'),
    );
    downloads.restore();
  });

  it('pages through 10,000 referrals, rendering one page at a time', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      ...referral,
      id: i + 1,
      businessName: `Customer ${i + 1}`,
      transactions: undefined,
      createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
    }));
    answerList(many);
    const { user } = renderApp('/referrals');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(tableRows(table)).toHaveLength(20));
    expect(tableFirstCells(table)[0]).toBe('Customer 10000');
    expect(screen.getByText('1-20 of 10000')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search referrals' }), 'customer 9999');
    await waitFor(() => expect(tableFirstCells(table)).toEqual(['Customer 9999']));
  });
});

describe('/referrals from a backend that pages them', () => {
  it('asks for the importance chosen and the order clicked, and shows the server’s page', async () => {
    server.use(
      http.get(`${API}/referrals`, ({ request }) => {
        const pageSize = Number(new URL(request.url).searchParams.get('pageSize'));
        return HttpResponse.json({
          data: referralList.slice(0, 2),
          meta: { total: 57, page: 1, pageSize, nextCursor: 'more' },
        });
      }),
    );
    const seen = recordRequests();
    const { user } = renderApp('/referrals?importance=Hot');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(tableRows(table)).toHaveLength(2));
    expect(screen.getByText('1-20 of 57')).toBeInTheDocument();
    await user.click(within(table).getByRole('columnheader', { name: /Referrer/ }));
    await waitFor(() => expect(lines(seen)).toHaveLength(2));
    expect(lines(seen)).toEqual([
      'GET /referrals?pageSize=20&page=1&sort=createdAt&order=desc&importance=Hot',
      'GET /referrals?pageSize=20&page=1&sort=referrer&order=asc&importance=Hot',
    ]);
  });

  it('asks for the status chosen, beside the importance', async () => {
    server.use(
      http.get(`${API}/referrals`, ({ request }) => {
        const pageSize = Number(new URL(request.url).searchParams.get('pageSize'));
        return HttpResponse.json({
          data: referralList.slice(0, 1),
          meta: { total: 1, page: 1, pageSize, nextCursor: null },
        });
      }),
    );
    const seen = recordRequests();
    const { user } = renderApp('/referrals?importance=Hot');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(tableRows(table)).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('Accepted'));
    await waitFor(() => expect(lines(seen)).toHaveLength(2));
    expect(lines(seen)[1]).toBe(
      'GET /referrals?pageSize=20&page=1&sort=createdAt&order=desc&importance=Hot&status=Accepted',
    );
  });
});
