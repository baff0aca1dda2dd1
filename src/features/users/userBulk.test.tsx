import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import type { renderApp } from '../../test/renderApp';
import { tableRows } from '../../test/antd';
import { answerUserLists } from '../../test/answers';
import { storeSession } from '../../test/session';
import { openUserLists, unverifiedSection } from '../../test/userLists';

beforeEach(() => storeSession());

describe('/users unverified bulk actions', () => {
  async function selectAll(user: ReturnType<typeof renderApp>['user'], names: string[]) {
    for (const name of names) {
      await user.click(within(unverifiedSection()).getByRole('checkbox', { name: `Select ${name}` }));
    }
  }

  it('offers bulk actions only with a selection', async () => {
    answerUserLists();
    const { user } = await openUserLists();
    const resend = within(unverifiedSection()).getByRole('button', { name: /Resend selected/ });
    const remove = within(unverifiedSection()).getByRole('button', { name: /Remove selected/ });
    expect(resend).toBeDisabled();
    expect(remove).toBeDisabled();
    await selectAll(user, ['Carol Shaw', 'Eve Moneypenny']);
    expect(resend).toBeEnabled();
    expect(resend).toHaveTextContent('Resend selected (2)');
    expect(remove).toHaveTextContent('Remove selected (2)');
  });

  it('resends to several users after ONE confirmation and reports each result', async () => {
    answerUserLists();
    server.use(
      http.post(`${API}/auth/verify-resend`, async ({ request }) => {
        const body = await request.json();
        const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : '';
        return email === 'dan@example.com'
          ? HttpResponse.json(
              {
                message: 'Please fix the highlighted fields',
                data: [{ key: 'email', message: 'Already verified' }],
              },
              { status: 400 },
            )
          : HttpResponse.json({ message: 'Sent' });
      }),
    );
    const { user } = await openUserLists();
    const seen = recordRequests();
    await selectAll(user, ['Carol Shaw', 'Dan Dare', 'Eve Moneypenny']);
    await user.click(within(unverifiedSection()).getByRole('button', { name: /Resend selected/ }));

    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Resend verification email to 3 users?');
    expect(question).toHaveTextContent('Dan Dare (dan@example.com)');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toHaveLength(0);

    await user.click(within(unverifiedSection()).getByRole('button', { name: /Resend selected/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resend' }));
    const report = await within(unverifiedSection()).findByText(
      'Resend verification email: 2 sent, 1 failed',
    );
    const alert = report.closest('.ant-alert');
    if (!(alert instanceof HTMLElement)) throw new Error('No report');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Carol Shaw (carol@example.com): sent',
      'Dan Dare (dan@example.com): Please fix the highlighted fields',
      'Eve Moneypenny (eve@example.com): sent',
    ]);
    expect(await sentBodies(seen)).toEqual([
      { email: 'carol@example.com' },
      { email: 'dan@example.com' },
      { email: 'eve@example.com' },
    ]);
    // The failure stays selected for another try.
    expect(within(unverifiedSection()).getByRole('button', { name: /Resend selected/ })).toHaveTextContent(
      'Resend selected (1)',
    );
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/2 sent, 1 failed/)).not.toBeInTheDocument());
  });

  it('removes several users after ONE confirmation, reports each, and the list refetches', async () => {
    answerUserLists();
    const seen = recordRequests();
    const { user } = await openUserLists();
    await selectAll(user, ['Carol Shaw', 'Eve Moneypenny']);
    await user.click(within(unverifiedSection()).getByRole('button', { name: /Remove selected/ }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Remove 2 users?');
    await user.click(within(question).getByRole('button', { name: 'Remove' }));

    expect(await within(unverifiedSection()).findByText('Remove users: 2 removed')).toBeInTheDocument();
    expect(within(unverifiedSection()).getByText(/Carol Shaw \(carol@example.com\):/)).toHaveTextContent(
      'removed',
    );
    await waitFor(() => expect(tableRows(unverifiedSection())).toHaveLength(1));
    expect(tableRows(unverifiedSection())[0]).toHaveTextContent('Dan Dare');
    expect(lines(seen).filter((line) => line.startsWith('DELETE'))).toEqual([
      'DELETE /unverified/11',
      'DELETE /unverified/13',
    ]);
    expect(lines(seen)).toContain('GET /unverified');
    expect(within(unverifiedSection()).getByRole('button', { name: /Remove selected/ })).toBeDisabled();
  });

  it('says "1 user" for a single selection', async () => {
    answerUserLists();
    const { user } = await openUserLists();
    await selectAll(user, ['Dan Dare']);
    await user.click(within(unverifiedSection()).getByRole('button', { name: /Remove selected/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Remove 1 user?');
  });
});
