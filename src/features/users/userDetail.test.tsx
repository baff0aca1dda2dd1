import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '../../api/endpoints/users';
import { API, lines, recordRequests, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { businesses } from '../../test/fixtures/businesses';
import { ada, bob } from '../../test/fixtures/users';
import { storeSession } from '../../test/session';

beforeEach(() => storeSession());

function answerUser(user: User) {
  server.use(http.get(`${API}/users/${user.id}`, () => HttpResponse.json({ data: user })));
}

/** The value beside a label in the details card. */
function valueOf(label: string): string | null | undefined {
  const cell = screen.getByText(label).closest('th, td, .ant-descriptions-item');
  return cell?.closest('tr')?.textContent?.replace(label, '');
}

describe('/users/:userId', () => {
  it('shows the names, email, mobile, role and status, with Edit and a back link', async () => {
    answerUser(ada);
    renderApp('/users/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(valueOf('First name')).toBe('Ada');
    expect(valueOf('Last name')).toBe('Lovelace');
    expect(valueOf('Email')).toBe('ada@example.com');
    expect(valueOf('Mobile')).toBe('0400000001');
    expect(valueOf('Role')).toBe('ADMIN');
    expect(valueOf('Status')).toBe('Enabled');
    expect(screen.queryByText('Business')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/users/1/edit');
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/users');
  });

  it('shows USER and Disabled, and links the business by name', async () => {
    answerUser(bob);
    server.use(http.get(`${API}/businesses/7`, () => HttpResponse.json({ data: businesses[0] })));
    renderApp('/users/2');
    await screen.findByRole('heading', { level: 1, name: 'Bob Builder' });
    expect(valueOf('Role')).toBe('USER');
    expect(valueOf('Status')).toBe('Disabled');
    expect(await screen.findByRole('link', { name: 'Acme Plumbing' })).toHaveAttribute(
      'href',
      '/businesses/7',
    );
  });

  it('leaves out the last name when there is none', async () => {
    answerUser({ ...bob, lastName: '', business: null });
    renderApp('/users/2');
    await screen.findByRole('heading', { level: 1, name: 'Bob' });
    expect(screen.queryByText('Last name')).not.toBeInTheDocument();
  });

  it('deletes only after confirmation, then goes to /users', async () => {
    answerUser(ada);
    server.use(
      http.delete(`${API}/users/1`, () => HttpResponse.json({ message: 'Deleted' })),
      http.get(`${API}/users`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/unverified`, () => HttpResponse.json({ data: [] })),
    );
    const { user, router } = renderApp('/users/1');
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    const seen = recordRequests();
    await user.click(screen.getByRole('button', { name: /Delete/ }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Are you sure you want to delete this user?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(lines(seen)[0]).toBe('DELETE /users/1');
  });

  it.each([
    [
      "the server's reason",
      { message: 'You cannot delete your own account.' },
      'You cannot delete your own account.',
    ],
    ['a clear fallback', null, 'Error deleting user'],
  ])('shows %s when a delete fails, and stays', async (_case, body, shown) => {
    answerUser(ada);
    server.use(http.delete(`${API}/users/1`, () => HttpResponse.json(body, { status: 409 })));
    const { user, router } = renderApp('/users/1');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/1');
  });

  it.each(['/users/abc', '/users/1.5', '/users/-3'])(
    'shows Not found for %s without a request',
    async (path) => {
      const seen = recordRequests();
      renderApp(path);
      expect(await screen.findByText('Not found')).toBeInTheDocument();
      expect(seen).toHaveLength(0);
    },
  );

  it("shows the server's message as page text, never as HTML, when the user is missing", async () => {
    server.use(
      http.get(`${API}/users/99`, () =>
        HttpResponse.json({ message: '<img src=x onerror=alert(1)>User not found' }, { status: 404 }),
      ),
    );
    renderApp('/users/99');
    expect(await screen.findByText('<img src=x onerror=alert(1)>User not found')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/users');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("says 'Something went wrong' when the server gives no message, and retries", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/users/1`, () => {
        calls += 1;
        return calls <= 4 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ data: ada });
      }),
    );
    const { user } = renderApp('/users/1');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
