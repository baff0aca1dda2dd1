import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Root } from 'react-dom/client';
import { API, recordRequests, sentBodies, server } from '../test/msw';
import { bootConsole } from './bootConsole';
import { startSignInPage } from './coldSignIn';
import { emptyDashboard } from '../test/fixtures/dashboard';
import { ada } from '../test/fixtures/users';
import { storeSession } from '../test/session';

/**
 * login/index.html's own script (src/signInEntry.tsx): the form without the console's code, the
 * console asked for once the admin types, and the console taking the page over once signed in.
 */

let root: Root | null = null;
let consoleLoads = 0;

/** The real console, counting how often its code is asked for. */
const loadConsole = () => {
  consoleLoads += 1;
  return bootConsole();
};

async function openSignInPage(load = loadConsole, state: unknown = null) {
  window.history.replaceState(state, '', '/login');
  const container = document.createElement('div');
  document.body.append(container);
  root = await act(() => startSignInPage(container, load));
  return userEvent.setup({ pointerEventsCheck: 0, delay: null });
}

beforeEach(() => {
  consoleLoads = 0;
  server.use(
    http.get(`${API}/dashboard`, () => HttpResponse.json({ data: emptyDashboard })),
    // A backend without the events extension.
    http.get(`${API}/events`, () => new HttpResponse(null, { status: 404 })),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the sign-in page on a cold load', () => {
  it("draws the form without the console's code, and asks for it once the admin types", async () => {
    const user = await openSignInPage();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(consoleLoads).toBe(0);

    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    expect(consoleLoads).toBe(1);
  });

  it('signs in through the console, which takes the page over at /', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ data: { token: 't1', user: ada } })));
    const seen = recordRequests();
    const user = await openSignInPage();
    await user.type(await screen.findByLabelText('Email Address'), '  ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(/Signed in as/)).toHaveTextContent('Signed in as Ada Lovelace');
    expect(window.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBe('t1');
    const bodies = await sentBodies(seen);
    expect(bodies[0]).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
  });

  it("shows the backend's message and keeps what was typed when sign-in fails", async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ message: 'Incorrect email or password.' }, { status: 401 }),
      ),
    );
    const user = await openSignInPage();
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(window.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("says so when the console's code cannot be loaded, and tries again on the next submit", async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ data: { token: 't1', user: ada } })));
    let online = false;
    const loadWhenOnline = () => (online ? bootConsole() : Promise.reject(new Error('chunk failed')));
    const user = await openSignInPage(loadWhenOnline);
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The console could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');

    online = true;
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent('Signed in as Ada Lovelace');
  });

  it('opens Forgot Password inside the console', async () => {
    const user = await openSignInPage();
    await user.click(await screen.findByRole('link', { name: 'Forgot Password' }));
    expect(await screen.findByRole('heading', { name: 'Forgotten password?' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgot-password');
  });

  it('shows the notice a reload keeps in the history entry', async () => {
    await openSignInPage(loadConsole, { usr: { notice: 'Your password has been reset.' }, key: 'k', idx: 0 });
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(consoleLoads).toBe(0);
  });

  it('sends someone already signed in on to the console', async () => {
    storeSession();
    await openSignInPage();
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent('Signed in as Ada Lovelace');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('moves on when another tab signs in', async () => {
    await openSignInPage();
    await screen.findByRole('heading', { name: 'Sign in' });
    storeSession();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'admin-token' }));
    });
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent('Signed in as Ada Lovelace');
    expect(window.location.pathname).toBe('/');
  });
});
