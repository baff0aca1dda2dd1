import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { answerBusinesses } from '../../test/answers';
import { bob } from '../../test/fixtures/users';
import { storeSession } from '../../test/session';

// Answers as a backend that keeps exactly the spec's promises gives them, and no more.
beforeEach(() => storeSession());

describe('user screens against a backend that sends only what the spec promises', () => {
  it.each(['/users/40', '/users/40/edit'])(
    '%s shows the not-found page for a 200 with no data',
    async (path) => {
      answerBusinesses();
      server.use(http.get(`${API}/users/40`, () => HttpResponse.json({})));
      renderApp(path);
      expect(await screen.findByText('Not found')).toBeInTheDocument();
    },
  );

  it('shows a user without a last name by first name, and no Last name row', async () => {
    const { lastName: _lastName, business: _business, ...spare } = bob;
    server.use(http.get(`${API}/users/2`, () => HttpResponse.json({ data: spare })));
    renderApp('/users/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob' })).toBeInTheDocument();
    expect(screen.queryByText('Last name')).not.toBeInTheDocument();
  });

  it('keeps a business sent as a string id, and sends it back as a number', async () => {
    answerBusinesses();
    server.use(
      http.get(`${API}/users/2`, () => HttpResponse.json({ data: { ...bob, business: '7' } })),
      http.put(`${API}/users/2`, () => HttpResponse.json({ data: bob })),
      http.get(`${API}/businesses/7`, () => HttpResponse.json({})),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/users/2/edit');
    expect(await screen.findByTitle('Acme Plumbing')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/2'));
    const put = lines(seen).indexOf('PUT /users/2');
    expect((await sentBodies(seen))[put]).toMatchObject({ business: 7 });
  });

  it('saves an unrelated change to a user whose mobile holds spaces and a +', async () => {
    answerBusinesses();
    const stored = { ...bob, mobile: '+61 400 000 002' };
    server.use(
      http.get(`${API}/users/2`, () => HttpResponse.json({ data: stored })),
      http.put(`${API}/users/2`, () => HttpResponse.json({ data: stored })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/users/2/edit');
    const first = await screen.findByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Robert');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/2'));
    const put = lines(seen).indexOf('PUT /users/2');
    expect((await sentBodies(seen))[put]).toMatchObject({ firstName: 'Robert', mobile: '+61 400 000 002' });
  });

  it('shows field errors sent as a bare list under the matching fields', async () => {
    answerBusinesses();
    server.use(
      http.get(`${API}/users/2`, () => HttpResponse.json({ data: bob })),
      http.put(`${API}/users/2`, () =>
        HttpResponse.json([{ key: 'email', message: 'That address is taken' }], { status: 400 }),
      ),
    );
    const { user } = renderApp('/users/2/edit');
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That address is taken')).toBeInTheDocument();
  });
});
