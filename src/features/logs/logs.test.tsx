import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LogEntry } from '../../api/endpoints/logs';
import { captureCsvDownloads } from '../../test/csvCapture';
import { API, lines, recordRequests, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { chooseOption, chosenText, openOptions, tableFirstCells, tableRows } from '../../test/antd';
import { storeSession } from '../../test/session';

const ada = { id: 1, firstName: 'Ada', lastName: 'Lovelace' };
const bob = { id: 2, firstName: 'Bob', lastName: 'Builder' };

// Local times (no zone), so the expected texts hold in any time zone.
const entries: LogEntry[] = [
  {
    id: 1,
    message: 'Created region North',
    type: 'CREATE',
    model: 'REGION',
    date: '2024-03-01T09:00:00',
    user: ada,
  },
  {
    id: 2,
    message: 'Updated business Acme',
    type: 'UPDATE',
    model: 'BUSINESS',
    date: '2024-03-05T15:04:00',
    user: bob,
  },
  {
    id: 3,
    message: 'Deleted category Bakers',
    type: 'DELETE',
    model: 'CATEGORY',
    date: '2024-03-10T08:30:00',
  },
  { id: 4, message: 'Invited Carol', type: 'INVITE', model: 'USER', date: '2024-03-12T10:00:00', user: ada },
  { id: 5, message: 'Carol verified', type: 'VERIFY', model: 'USER', date: '2024-03-15T11:00:00', user: ada },
  { id: 6, message: 'Ada signed in', type: 'LOGIN', model: 'USER', date: '2024-03-20T12:00:00', user: ada },
  {
    id: 7,
    message: 'Reset requested',
    type: 'REQUEST_PASSWORD_RESET',
    model: 'USER',
    date: '2024-03-31T23:59:00',
    user: bob,
  },
  {
    id: 8,
    message: 'Password changed',
    type: 'PASSWORD_RESET',
    model: 'USER',
    date: '2024-04-01T00:00:00',
    user: bob,
  },
  {
    id: 9,
    message: 'Created referral to Acme',
    type: 'CREATE',
    model: 'REFERRAL',
    date: '2024-04-02T16:45:00',
    user: bob,
  },
];

const answer = (data: unknown[]) => http.get(`${API}/logs`, () => HttpResponse.json({ data }));

beforeEach(() => storeSession());

const table = () => screen.getByRole('table', { name: 'Logs' });
const bodyRows = () => tableRows(table());
const messages = () => tableFirstCells(table());
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

async function openLogs(path = '/logs', data: unknown[] = entries) {
  server.use(answer(data));
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Logs' });
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  return view;
}

describe('/logs', () => {
  it('lists entries newest first with Message, Type, Action, User Responsible and Date', async () => {
    const seen = recordRequests();
    await openLogs();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Message', 'Type', 'Action', 'User Responsible', 'Date']);
    expect(messages()).toEqual([
      'Created referral to Acme',
      'Password changed',
      'Reset requested',
      'Ada signed in',
      'Carol verified',
      'Invited Carol',
      'Deleted category Bakers',
      'Updated business Acme',
      'Created region North',
    ]);
    const updated = bodyRows()[7];
    expect(Array.from(updated?.querySelectorAll('td') ?? [], (cell) => cell.textContent)).toEqual([
      'Updated business Acme',
      'Business',
      'Update',
      'Bob Builder',
      '5 March, 2024 03:04 PM',
    ]);
    // The first page is asked for; a backend that keeps only the spec's promises answers the whole
    // log, once, and the list works on it in the browser.
    expect(lines(seen)).toEqual(['GET /logs?pageSize=20&page=1&sort=date&order=desc']);
  });

  it('has no add button', async () => {
    await openLogs();
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('button', { name: /add|create|new/i })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: /add|create|new/i })).not.toBeInTheDocument();
  });

  it('names a responsible user who has no last name by first name alone', async () => {
    server.use(
      http.get(`${API}/logs`, () =>
        HttpResponse.json({
          data: [{ ...entries[0], user: { id: 1, firstName: 'Ada', lastName: null } }],
        }),
      ),
    );
    renderApp('/logs');
    expect(await screen.findByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/users/1');
    expect(screen.queryByText(/null/)).not.toBeInTheDocument();
  });

  it("links the responsible user to their page, or says 'User deleted' in italics", async () => {
    await openLogs();
    const [signedIn] = screen.getAllByRole('link', { name: 'Ada Lovelace' });
    expect(signedIn).toHaveAttribute('href', '/users/1');
    const deleted = within(bodyRows()[6] ?? table()).getByText('User deleted');
    expect(deleted.tagName).toBe('EM');
    expect(within(bodyRows()[6] ?? table()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('colours each action badge as the spec says: create and verify green, update yellow, delete red, invite blue, login purple, password resets orange', async () => {
    await openLogs();
    const colours: [string, string][] = [
      ['Create', 'ant-tag-green'],
      ['Verify', 'ant-tag-green'],
      ['Update', 'ant-tag-gold'],
      ['Delete', 'ant-tag-red'],
      ['Invite', 'ant-tag-blue'],
      ['Login', 'ant-tag-purple'],
      ['Request Password Reset', 'ant-tag-orange'],
      ['Password Reset', 'ant-tag-orange'],
    ];
    for (const [label, colour] of colours) {
      for (const badge of within(table()).getAllByText(label, { selector: '.ant-tag' })) {
        expect(badge).toHaveClass(colour);
      }
    }
  });

  it('shows an action it does not know as a readable grey badge', async () => {
    await openLogs('/logs', [
      { id: 1, message: 'Archived', type: 'ARCHIVE_ALL', model: 'BUSINESS', date: '2024-03-01T09:00:00' },
    ]);
    const badge = within(table()).getByText('Archive All');
    expect(badge).toHaveClass('ant-tag');
    expect(badge.className).not.toMatch(/ant-tag-(green|gold|red|blue|purple|orange)/);
  });

  it('offers exactly the spec’s actions and filters by the one chosen, keeping it in the URL', async () => {
    const { user, router } = await openLogs();
    const options = await openOptions(user, 'Action');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'Create',
      'Update',
      'Delete',
      'Invite',
      'Verify',
      'Login',
      'Password Reset',
      'Request Password Reset',
    ]);
    const create = options.find((option) => option.textContent === 'Create');
    if (!create) throw new Error('No Create option');
    await user.click(create);
    await waitFor(() => expect(messages()).toEqual(['Created referral to Acme', 'Created region North']));
    expect(params(router).get('action')).toBe('CREATE');

    await chooseOption(user, 'Action', 'Password Reset');
    await waitFor(() => expect(messages()).toEqual(['Password changed']));
    await chooseOption(user, 'Action', 'Request Password Reset');
    await waitFor(() => expect(messages()).toEqual(['Reset requested']));

    await chooseOption(user, 'Action', 'All');
    await waitFor(() => expect(messages()).toHaveLength(9));
    expect(params(router).get('action')).toBeNull();
  });

  it('searches the user and the readable action too', async () => {
    const { user } = await openLogs();
    const search = screen.getByRole('textbox', { name: 'Search logs' });
    await user.click(search);
    await user.paste('user deleted');
    await waitFor(() => expect(messages()).toEqual(['Deleted category Bakers']));
    await user.clear(search);
    await user.paste('request password');
    await waitFor(() => expect(messages()).toEqual(['Reset requested']));
  });

  it('filters by type (the model)', async () => {
    const { user, router } = await openLogs();
    await chooseOption(user, 'Type', 'Referral');
    await waitFor(() => expect(messages()).toEqual(['Created referral to Acme']));
    expect(params(router).get('model')).toBe('REFERRAL');
    await chooseOption(user, 'Type', 'User');
    await waitFor(() => expect(messages()).toHaveLength(5));
  });

  it('filters by a date range, both days included', async () => {
    await openLogs('/logs?from=2024-03-10&to=2024-03-31');
    expect(messages()).toEqual([
      'Reset requested',
      'Ada signed in',
      'Carol verified',
      'Invited Carol',
      'Deleted category Bakers',
    ]);
    expect(screen.getByPlaceholderText('From date')).toHaveValue('10 Mar 2024');
    expect(screen.getByPlaceholderText('To date')).toHaveValue('31 Mar 2024');
  });

  it('filters from a day onwards when only the start is set', async () => {
    await openLogs('/logs?from=2024-04-01');
    expect(messages()).toEqual(['Created referral to Acme', 'Password changed']);
  });

  it('sets the date range from the picker', async () => {
    const { user, router } = await openLogs();
    const from = screen.getByPlaceholderText('From date');
    await user.click(from);
    await user.paste('2024-04-01');
    await user.keyboard('{Enter}');
    await user.paste('2024-04-01');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(messages()).toEqual(['Password changed']));
    expect(params(router).get('from')).toBe('2024-04-01');
    expect(params(router).get('to')).toBe('2024-04-01');
  });

  it('restores every filter from a shared link and clears them all at once', async () => {
    const { user, router } = await openLogs('/logs?action=CREATE&model=REGION&q=north&page=1');
    expect(messages()).toEqual(['Created region North']);
    expect(screen.getByRole('textbox', { name: 'Search logs' })).toHaveValue('north');
    expect(chosenText('Action')).toContain('Create');
    expect(chosenText('Type')).toContain('Region');

    await user.click(screen.getByRole('button', { name: /Clear filters/ }));
    await waitFor(() => expect(messages()).toHaveLength(9));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: /Clear filters/ })).not.toBeInTheDocument();
  });

  it('ignores filter values it does not know', async () => {
    await openLogs('/logs?action=DROP_TABLES&model=PLANET&from=2024-02-30&to=soon');
    expect(messages()).toHaveLength(9);
  });

  it('exports the filtered entries to CSV, newest first', async () => {
    const downloads = captureCsvDownloads();
    const { user } = await openLogs('/logs?action=CREATE');
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(downloads.files[0]?.name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads.files[0]?.text).toBe(
      [
        'Message,Type,Action,User Responsible,Date',
        'Created referral to Acme,Referral,Create,Bob Builder,"2 April, 2024 04:45 PM"',
        'Created region North,Region,Create,Ada Lovelace,"1 March, 2024 09:00 AM"',
      ].join('\r\n'),
    );
    downloads.restore();
  });

  it("says 'No logs found' when there are none, or none match", async () => {
    server.use(answer([]));
    renderApp('/logs');
    expect(await screen.findByText('No logs found')).toBeInTheDocument();
  });

  it("says 'No logs found' when the filters match nothing", async () => {
    server.use(answer(entries));
    renderApp('/logs?action=INVITE&model=BUSINESS');
    expect(await screen.findByText('No logs found')).toBeInTheDocument();
  });

  it('shows the shared error display with a retry when the log fails to load', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/logs`, () => {
        calls += 1;
        return calls <= 4
          ? HttpResponse.json({ message: 'Database offline' }, { status: 503 })
          : HttpResponse.json({ data: entries });
      }),
    );
    const { user } = renderApp('/logs');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Database offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(messages()).toHaveLength(9));
  });

  it('pages through 50,000 entries, rendering one page and filtering them all', async () => {
    const actions = ['CREATE', 'UPDATE', 'DELETE', 'LOGIN'] as const;
    const start = Date.parse('2020-01-01T00:00:00Z');
    const huge = Array.from({ length: 50_000 }, (_, i) => ({
      id: i + 1,
      message: `Change number ${i + 1}`,
      type: actions[i % 4],
      model: 'BUSINESS',
      date: new Date(start + i * 60_000).toISOString(),
      ...(i % 10 ? { user: bob } : {}),
    }));
    const { user } = await openLogs('/logs', huge);
    expect(bodyRows()).toHaveLength(20);
    expect(messages()[0]).toBe('Change number 50000');
    expect(screen.getByText('1-20 of 50000')).toBeInTheDocument();
    await chooseOption(user, 'Action', 'Delete');
    await waitFor(() => expect(screen.getByText('1-20 of 12500')).toBeInTheDocument());
    expect(messages()[0]).toBe('Change number 49999');
  });
});

describe('/logs from a backend that pages it', () => {
  /** A page of the log as a paging backend answers it: 1,234 entries, of which `entries` lead. */
  const pagedAnswer = (pageSize: number, nextCursor: string | null) =>
    HttpResponse.json({
      data: entries.slice(0, pageSize),
      meta: { total: 1234, page: 1, pageSize, nextCursor },
    });

  it('asks for the page, search and filters, and shows the server’s total', async () => {
    server.use(
      http.get(`${API}/logs`, ({ request }) =>
        pagedAnswer(Number(new URL(request.url).searchParams.get('pageSize')), 'next'),
      ),
    );
    const seen = recordRequests();
    renderApp('/logs?from=2024-03-10&to=2024-03-31&action=LOGIN&q=ada&sort=user&order=ascend');
    await waitFor(() => expect(messages()).toHaveLength(9));
    expect(screen.getByText('1-20 of 1234')).toBeInTheDocument();
    const sent = new URL(`http://localhost${lines(seen)[0]?.replace('GET ', '')}`).searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      pageSize: '20',
      page: '1',
      q: 'ada',
      sort: 'user',
      order: 'asc',
      action: 'LOGIN',
      // Whole local days: from the first day's start to the start of the day after the last.
      since: new Date(2024, 2, 10).toISOString(),
      until: new Date(2024, 3, 1).toISOString(),
    });
    expect(lines(seen)).toHaveLength(1);
  });

  it('exports by reading every page, with its progress and a way to cancel', async () => {
    let release: () => void = () => undefined;
    const second = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${API}/logs`, async ({ request }) => {
        const query = new URL(request.url).searchParams;
        const pageSize = Number(query.get('pageSize'));
        if (pageSize < 1000) return pagedAnswer(pageSize, 'next');
        if (query.get('cursor') === null)
          return HttpResponse.json({
            data: entries.slice(0, 5),
            meta: { total: 9, page: 1, pageSize, nextCursor: 'second' },
          });
        await second;
        return HttpResponse.json({
          data: entries.slice(5),
          meta: { total: 9, page: 2, pageSize, nextCursor: null },
        });
      }),
    );
    const downloads = captureCsvDownloads();
    const { user } = renderApp('/logs');
    await waitFor(() => expect(messages()).toHaveLength(9));
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Exporting 5 of 9 rows');
    expect(screen.getByRole('button', { name: 'Cancel export' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect((await downloads.files[0]?.text)?.split('\r\n')).toHaveLength(10);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel export' })).toBeNull());
    downloads.restore();
  });
});
