import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chooseOption } from '../../test/antd';
import { captureCsvDownloads } from '../../test/csvCapture';
import { logEntries } from '../../test/fixtures/logs';
import { answerLogs, logMessages, logRows, logTable, openLogs } from '../../test/logList';
import { API, lines, recordRequests, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { storeSession } from '../../test/session';

/** The audit log: its columns, badges, empty and error states, and paging (logFilters.test.tsx: its filters). */

beforeEach(() => storeSession());

describe('/logs', () => {
  it('lists entries newest first with Message, Type, Action, User Responsible and Date', async () => {
    const seen = recordRequests();
    await openLogs();
    const headers = within(logTable())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Message', 'Type', 'Action', 'User Responsible', 'Date']);
    expect(logMessages()).toEqual([
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
    const updated = logRows()[7];
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
          data: [{ ...logEntries[0], user: { id: 1, firstName: 'Ada', lastName: null } }],
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
    const deleted = within(logRows()[6] ?? logTable()).getByText('User deleted');
    expect(deleted.tagName).toBe('EM');
    expect(within(logRows()[6] ?? logTable()).queryByRole('link')).not.toBeInTheDocument();
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
      for (const badge of within(logTable()).getAllByText(label, { selector: '.ant-tag' })) {
        expect(badge).toHaveClass(colour);
      }
    }
  });

  it('shows an action it does not know as a readable grey badge', async () => {
    await openLogs('/logs', [
      { id: 1, message: 'Archived', type: 'ARCHIVE_ALL', model: 'BUSINESS', date: '2024-03-01T09:00:00' },
    ]);
    const badge = within(logTable()).getByText('Archive All');
    expect(badge).toHaveClass('ant-tag');
    expect(badge.className).not.toMatch(/ant-tag-(green|gold|red|blue|purple|orange)/);
  });

  it("says 'No logs found' when there are none, or none match", async () => {
    server.use(answerLogs([]));
    renderApp('/logs');
    expect(await screen.findByText('No logs found')).toBeInTheDocument();
  });

  it("says 'No logs found' when the filters match nothing", async () => {
    server.use(answerLogs(logEntries));
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
          : HttpResponse.json({ data: logEntries });
      }),
    );
    const { user } = renderApp('/logs');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Database offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(logMessages()).toHaveLength(9));
  });

  it('pages through 50,000 logEntries, rendering one page and filtering them all', async () => {
    const actions = ['CREATE', 'UPDATE', 'DELETE', 'LOGIN'] as const;
    const start = Date.parse('2020-01-01T00:00:00Z');
    const huge = Array.from({ length: 50_000 }, (_, i) => ({
      id: i + 1,
      message: `Change number ${i + 1}`,
      type: actions[i % 4],
      model: 'BUSINESS',
      date: new Date(start + i * 60_000).toISOString(),
      ...(i % 10 ? { user: { id: 2, firstName: 'Bob', lastName: 'Builder' } } : {}),
    }));
    const { user } = await openLogs('/logs', huge);
    expect(logRows()).toHaveLength(20);
    expect(logMessages()[0]).toBe('Change number 50000');
    expect(screen.getByText('1-20 of 50000')).toBeInTheDocument();
    await chooseOption(user, 'Action', 'Delete');
    await waitFor(() => expect(screen.getByText('1-20 of 12500')).toBeInTheDocument());
    expect(logMessages()[0]).toBe('Change number 49999');
  });
});

describe('/logs from a backend that pages it', () => {
  /** A page of the log as a paging backend answers it: 1,234 logEntries, of which `logEntries` lead. */
  const pagedAnswer = (pageSize: number, nextCursor: string | null) =>
    HttpResponse.json({
      data: logEntries.slice(0, pageSize),
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
    await waitFor(() => expect(logMessages()).toHaveLength(9));
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
            data: logEntries.slice(0, 5),
            meta: { total: 9, page: 1, pageSize, nextCursor: 'second' },
          });
        await second;
        return HttpResponse.json({
          data: logEntries.slice(5),
          meta: { total: 9, page: 2, pageSize, nextCursor: null },
        });
      }),
    );
    const downloads = captureCsvDownloads();
    const { user } = renderApp('/logs');
    await waitFor(() => expect(logMessages()).toHaveLength(9));
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

describe('/logs with the history extension', () => {
  it("leads from an entry that names its record to that record's history, and leaves the others plain", async () => {
    const [created, deleted] = logEntries;
    server.use(
      http.get(`${API}/logs`, () =>
        HttpResponse.json({
          data: [
            { ...created, id: 901, message: 'Deleted region Westland', record: { model: 'REGION', id: 44 } },
            { ...deleted, id: 902, message: 'Ada signed in' },
          ],
        }),
      ),
    );
    const { user } = renderApp('/logs');
    const link = await screen.findByRole('link', { name: 'Deleted region Westland' });
    expect(link).toHaveAttribute('href', '/history/region/44');
    expect(screen.queryByRole('link', { name: 'Ada signed in' })).not.toBeInTheDocument();
    expect(screen.getByText('Ada signed in')).toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'History of region 44' })).toBeInTheDocument();
  });
});
