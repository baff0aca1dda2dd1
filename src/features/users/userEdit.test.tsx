import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '../../api/endpoints/users';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { answerBusinesses } from '../../test/answers';
import { businesses } from '../../test/fixtures/businesses';
import { ada, bob, carol } from '../../test/fixtures/users';
import { fillFields } from '../../test/forms';
import { storeSession } from '../../test/session';

beforeEach(() => storeSession());

describe('/users/:userId/edit', () => {
  function answerUser(user: User) {
    server.use(http.get(`${API}/users/${user.id}`, () => HttpResponse.json({ data: user })));
  }

  it("is titled 'Edit User', prefilled, and sends the full update, then goes to the detail", async () => {
    answerBusinesses();
    answerUser(bob);
    server.use(
      http.put(`${API}/users/2`, () => HttpResponse.json({ data: { ...bob, isActive: true } })),
      http.get(`${API}/businesses/7`, () => HttpResponse.json({ data: businesses[0] })),
    );
    const { user, router } = renderApp('/users/2/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit User' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Bob');
    expect(screen.getByLabelText('Mobile')).toHaveValue('0400000002');
    expect(screen.getByRole('switch', { name: 'Admin' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(await screen.findByTitle('Acme Plumbing')).toBeInTheDocument();

    const seen = recordRequests();
    await fillFields(user, { 'Last Name': 'the Builder' });
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/2'));
    // The user is read afresh just before the write, so another admin's change is not lost silently.
    expect(lines(seen).slice(0, 2)).toEqual(['GET /users/2', 'PUT /users/2']);
    expect((await sentBodies(seen))[1]).toEqual({
      email: 'bob@example.com',
      firstName: 'Bob',
      lastName: 'the Builder',
      mobile: '0400000002',
      isAdmin: false,
      isActive: true,
      business: 7,
    });
  });

  it('leaves business out of the PUT once the business is cleared (the spec sends an integer or nothing)', async () => {
    answerBusinesses();
    answerUser(bob);
    server.use(
      http.put(`${API}/users/2`, () => HttpResponse.json({ data: { ...bob, business: null } })),
      http.get(`${API}/businesses/7`, () => HttpResponse.json({ data: businesses[0] })),
    );
    const { user, router } = renderApp('/users/2/edit');
    const chosen = await screen.findByTitle('Acme Plumbing');
    const select = chosen.closest('.ant-select');
    if (!(select instanceof HTMLElement)) throw new Error('No select');
    await user.click(within(select).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByTitle('Acme Plumbing')).not.toBeInTheDocument());
    const seen = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/2'));
    const sent = (await sentBodies(seen))[lines(seen).indexOf('PUT /users/2')];
    expect(sent).toMatchObject({ email: bob.email, firstName: bob.firstName });
    expect(sent).not.toHaveProperty('business');
  });

  it("prefills an empty mobile with '0' (the spec's edit default)", async () => {
    answerBusinesses();
    answerUser({ ...carol, mobile: '' });
    renderApp('/users/11/edit');
    expect(await screen.findByLabelText('Mobile')).toHaveValue('0');
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
  });

  it('locks Admin and Active on the signed-in admin’s own account', async () => {
    answerBusinesses();
    answerUser(ada);
    renderApp(`/users/${ada.id}/edit`);
    expect(await screen.findByRole('switch', { name: 'Admin' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(screen.getAllByText('You cannot change this for your own account.')).toHaveLength(2);
  });

  it("shows the server's field errors under their fields", async () => {
    answerBusinesses();
    answerUser(bob);
    server.use(
      http.get(`${API}/businesses/7`, () => HttpResponse.json({ data: businesses[0] })),
      http.put(`${API}/users/2`, () =>
        HttpResponse.json(
          {
            message: 'Please fix the highlighted fields',
            data: [{ key: 'mobile', message: 'Must contain digits only' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/users/2/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit User' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const mobile = screen.getByLabelText('Mobile').closest('.ant-form-item');
    if (!(mobile instanceof HTMLElement)) throw new Error('No mobile field');
    expect(await within(mobile).findByText('Must contain digits only')).toBeInTheDocument();
  });

  it.each(['/users/abc/edit', '/users/0/edit'])('shows Not found for %s without a request', async (path) => {
    const seen = recordRequests();
    renderApp(path);
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it("shows the server's message as text when the user fails to load", async () => {
    server.use(
      http.get(`${API}/users/99`, () =>
        HttpResponse.json({ message: '<b>User not found</b>' }, { status: 404 }),
      ),
    );
    renderApp('/users/99/edit');
    expect(await screen.findByText('<b>User not found</b>')).toBeInTheDocument();
    expect(document.querySelector('main b')).toBeNull();
  });
});
