import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { captureCsvDownloads } from '../../test/csvCapture';
import { API, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { tableRowTexts, tableRows } from '../../test/antd';
import { answerUserLists } from '../../test/answers';
import { ada } from '../../test/fixtures/users';
import { storeSession } from '../../test/session';
import { openUserLists, unverifiedSection, verifiedSection } from '../../test/userLists';

beforeEach(() => storeSession());

describe('/users lists', () => {
  it('shows the page heading, Create User, and both tables with their columns', async () => {
    answerUserLists();
    await openUserLists();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create User/ })).toHaveAttribute('href', '/users/create');
    expect(screen.getByRole('heading', { level: 2, name: 'Verified users' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Unverified users' })).toBeInTheDocument();

    const verified = verifiedSection();
    for (const title of ['Name', 'Email', 'Mobile', 'Type', 'Status']) {
      expect(within(verified).getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    }
    expect(tableRowTexts(verified)).toEqual([
      'Ada Lovelaceada@example.com0400000001ADMINACTIVEDetails of Ada Lovelace',
      'Bob Builderbob@example.com0400000002USERDISABLEDDetails of Bob Builder',
    ]);
    expect(within(verified).getByRole('link', { name: 'Details of Bob Builder' })).toHaveAttribute(
      'href',
      '/users/2',
    );

    const unverified = unverifiedSection();
    expect(tableRowTexts(unverified)).toEqual([
      expect.stringMatching(/^Carol Shawcarol@example\.com0400000011USERUNVERIFIED.*Details of Carol Shaw$/),
      expect.stringMatching(/^Dan Dare/),
      expect.stringMatching(/^Eve Moneypenny/),
    ]);
    expect(within(unverified).getByRole('link', { name: 'Details of Carol Shaw' })).toHaveAttribute(
      'href',
      '/users/11',
    );
  });

  it('says which list is empty', async () => {
    answerUserLists([], []);
    renderApp('/users');
    expect(
      await within(await screen.findByRole('region', { name: 'Verified users' })).findByText(
        'No users found',
      ),
    ).toBeInTheDocument();
    expect(await within(unverifiedSection()).findByText('No unverified users found')).toBeInTheDocument();
  });

  it('shows the shared error display with a retry when a list fails to load', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/users`, () => {
        calls += 1;
        return calls <= 4
          ? HttpResponse.json({ message: 'Database offline' }, { status: 503 })
          : HttpResponse.json({ data: [ada] });
      }),
      http.get(`${API}/unverified`, () => HttpResponse.json({ data: [] })),
    );
    const { user } = renderApp('/users');
    expect(await screen.findByText('Database offline')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    // The other table is unaffected.
    expect(within(unverifiedSection()).getByText('No unverified users found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Details of Ada Lovelace' })).toBeInTheDocument();
  });

  it('keeps each table’s search in its own URL keys', async () => {
    answerUserLists();
    const { user, router } = await openUserLists();
    await user.type(
      within(unverifiedSection()).getByRole('textbox', { name: 'Search unverified users' }),
      'dan',
    );
    await waitFor(() => expect(tableRows(unverifiedSection())).toHaveLength(1));
    expect(tableRows(verifiedSection())).toHaveLength(2);
    // The URL follows once typing pauses.
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('u.q')).toBe('dan'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBeNull();

    await user.type(
      within(verifiedSection()).getByRole('textbox', { name: 'Search verified users' }),
      'USER',
    );
    await waitFor(() => expect(tableRows(verifiedSection())).toHaveLength(1));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('USER'));
  });

  it('exports each table to its own CSV', async () => {
    answerUserLists();
    const downloads = captureCsvDownloads();
    const { user } = await openUserLists();
    await user.click(within(verifiedSection()).getByRole('button', { name: /Export CSV/ }));
    await user.click(within(unverifiedSection()).getByRole('button', { name: /Export CSV/ }));
    expect(downloads.files.map((file) => file.name)).toEqual([
      expect.stringMatching(/^users-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/^unverified-users-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    expect(await downloads.files[0]?.text).toBe(
      'Name,Email,Mobile,Type,Status\r\n' +
        'Ada Lovelace,ada@example.com,0400000001,ADMIN,ACTIVE\r\n' +
        'Bob Builder,bob@example.com,0400000002,USER,DISABLED',
    );
    expect((await downloads.files[1]?.text)?.split('\r\n')).toHaveLength(4);
    downloads.restore();
  });
});
