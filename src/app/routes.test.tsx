import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api as regionsApi } from '../api/generated/regions';
import { API, server } from '../test/msw';
import { renderApp } from '../test/renderApp';
import { emptyDashboard } from '../test/fixtures/dashboard';
import { bob } from '../test/fixtures/users';
import { storeSession } from '../test/session';

/** Any GET answers with an empty list or the empty dashboard, so guarded pages can render. */
function answerGets() {
  server.use(
    http.get(`${API}/dashboard`, () => HttpResponse.json({ data: emptyDashboard })),
    http.get(`${API}/*`, () => HttpResponse.json({ data: [] })),
  );
}

const at = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('guards and redirects', () => {
  it.each(['/', '/dashboard', '/regions', '/businesses/4/edit', '/referrals/2/transaction/create', '/logs'])(
    'sends a signed-out visitor of %s to /login',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(at(router)).toBe('/login'));
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    },
  );

  it('sends a stored user who is not an admin to /login', async () => {
    storeSession(bob);
    const { router } = renderApp('/regions');
    await waitFor(() => expect(at(router)).toBe('/login'));
  });

  it('shows a loading indicator while the session is restored, then the page', async () => {
    answerGets();
    storeSession();
    renderApp('/regions');
    expect(screen.getByRole('status')).toHaveTextContent('Restoring your session');
    expect(await screen.findByRole('heading', { level: 1, name: 'Regions' })).toBeInTheDocument();
    expect(screen.queryByText('Restoring your session')).not.toBeInTheDocument();
  });

  it('sends a signed-in admin visiting /login to /', async () => {
    answerGets();
    storeSession();
    const { router } = renderApp('/login');
    await waitFor(() => expect(at(router)).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['/', 'Dashboard'],
    ['/dashboard', 'Dashboard'],
    ['/regions', 'Regions'],
    ['/categories/create', 'Create Category'],
  ])('shows %s to a signed-in admin', async (path, heading) => {
    answerGets();
    storeSession();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/nowhere', '/regions/1/nothing/else'])(
    'redirects the unknown path %s to /dashboard',
    async (path) => {
      answerGets();
      storeSession();
      const { router } = renderApp(path);
      await waitFor(() => expect(at(router)).toBe('/dashboard'));
    },
  );

  it('lets anyone open a public page', async () => {
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgotten password?' })).toBeInTheDocument();
  });

  it('signs out on /logout, clears local storage and lands on /login', async () => {
    answerGets();
    storeSession();
    const { router, store } = renderApp('/logout');
    await waitFor(() => expect(at(router)).toBe('/login'));
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('goes through /logout to /login when a call answers 401 mid-session', async () => {
    answerGets();
    storeSession();
    const { router, store } = renderApp('/dashboard');
    await screen.findByText(/Signed in as/);
    server.use(
      http.get(`${API}/regions`, () => HttpResponse.json({ message: 'Session expired' }, { status: 401 })),
    );
    await act(async () => {
      await store.dispatch(regionsApi.endpoints.getRegions.initiate());
    });
    await waitFor(() => expect(at(router)).toBe('/login'));
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
