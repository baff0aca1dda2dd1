import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { tableRow } from '../../test/antd';
import { answerUserLists } from '../../test/answers';
import { storeSession } from '../../test/session';
import { openUserLists, unverifiedSection } from '../../test/userLists';

/** The unverified users' row actions: resending an invitation and withdrawing it (userList.test.tsx: the lists). */

beforeEach(() => storeSession());

describe('/users unverified row actions', () => {
  it('resends the invitation only after the exact confirmation, then says it was sent', async () => {
    answerUserLists();
    server.use(http.post(`${API}/auth/verify-resend`, () => HttpResponse.json({ message: 'Sent' })));
    const seen = recordRequests();
    const { user } = await openUserLists();
    const resend = within(tableRow(unverifiedSection(), 'Carol Shaw')).getByRole('button', {
      name: 'Resend verification email to Carol Shaw',
    });

    await user.click(resend);
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent(
      'Are you sure you want to resend verification email to Carol Shaw (carol@example.com)',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lines(seen).filter((line) => line.startsWith('POST'))).toEqual([]);

    await user.click(resend);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Verification email sent to carol@example.com')).toBeInTheDocument();
    const post = seen.findIndex((request) => request.method === 'POST');
    expect(lines(seen)[post]).toBe('POST /auth/verify-resend');
    expect((await sentBodies(seen))[post]).toEqual({ email: 'carol@example.com' });
  });

  it.each([
    [
      'the server’s message',
      { message: 'This user has already verified their account' },
      'This user has already verified their account',
    ],
    ['a clear fallback', null, 'Error resending the verification email'],
  ])('shows %s when a resend fails', async (_case, body, shown) => {
    answerUserLists();
    server.use(http.post(`${API}/auth/verify-resend`, () => HttpResponse.json(body, { status: 500 })));
    const { user } = await openUserLists();
    await user.click(
      within(tableRow(unverifiedSection(), 'Dan Dare')).getByRole('button', {
        name: /Resend verification email/,
      }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('removes only after the exact confirmation, and the list refetches by itself', async () => {
    answerUserLists();
    const { user } = await openUserLists();
    const seen = recordRequests();
    const remove = within(tableRow(unverifiedSection(), 'Carol Shaw')).getByRole('button', {
      name: 'Remove Carol Shaw',
    });

    await user.click(remove);
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Are you sure you want to remove Carol Shaw');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lines(seen).filter((line) => line.startsWith('DELETE'))).toEqual([]);

    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Carol Shaw removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(unverifiedSection()).queryByText('Carol Shaw')).not.toBeInTheDocument(),
    );
    expect(lines(seen)).toEqual(['DELETE /unverified/11', 'GET /unverified']);
  });

  it('shows the server’s reason when a removal fails, and keeps the row', async () => {
    answerUserLists();
    server.use(
      http.delete(`${API}/unverified/:id`, () =>
        HttpResponse.json({ message: 'Unverified user not found' }, { status: 404 }),
      ),
    );
    const { user } = await openUserLists();
    await user.click(
      within(tableRow(unverifiedSection(), 'Eve Moneypenny')).getByRole('button', {
        name: 'Remove Eve Moneypenny',
      }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Unverified user not found')).toBeInTheDocument();
    expect(within(unverifiedSection()).getByText('Eve Moneypenny')).toBeInTheDocument();
  });
});
