import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { emptyDashboard } from '../../test/fixtures/dashboard';
import { ada, bob } from '../../test/fixtures/users';

function answerDashboard() {
  server.use(http.get(`${API}/dashboard`, () => HttpResponse.json({ data: emptyDashboard })));
}

async function fillIn(
  user: ReturnType<typeof renderApp>['user'],
  email = 'ada@example.com',
  password = 'secret-pass',
) {
  await user.type(await screen.findByLabelText('Email Address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login screen', () => {
  it('shows the logo, both fields, Sign In and Forgot Password', async () => {
    renderApp('/login');
    expect(await screen.findByRole('img', { name: 'Referral Network logo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('requires both fields at browser level and sends nothing without them', async () => {
    const seen = recordRequests();
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email Address')).toBeRequired();
    expect(screen.getByLabelText('Email Address')).toBeInvalid();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeInvalid();
    expect(seen).toHaveLength(0);
  });

  it('keeps what was typed when the password is missing', async () => {
    const seen = recordRequests();
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email Address')).toBeValid();
    expect(screen.getByLabelText('Password')).toBeInvalid();
    expect(seen).toHaveLength(0);
  });

  it('signs in, sends the credentials and goes to /', async () => {
    answerDashboard();
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ data: { token: 't1', user: ada } })));
    const seen = recordRequests();
    const { user, router, store } = renderApp('/login');
    await fillIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent('Signed in as Ada Lovelace');
    const bodies = await sentBodies(seen);
    expect(bodies[0]).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
    expect(store.getState().session.token).toBe('t1');
  });

  it('shows a loading bar and disables the form while signing in', async () => {
    answerDashboard();
    server.use(
      http.post(`${API}/auth/login`, async () => {
        await delay(300);
        return HttpResponse.json({ data: { token: 't1', user: ada } });
      }),
    );
    const { user } = renderApp('/login');
    await fillIn(user);
    expect(await screen.findByRole('progressbar', { name: 'Signing in' })).toHaveStyle({ height: '4px' });
    expect(screen.getByLabelText('Email Address')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Sign In/ })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it("shows the server's message in a red banner under the form", async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ message: 'Wrong email or password' }, { status: 401 }),
      ),
    );
    const { user, router } = renderApp('/login');
    await fillIn(user, 'ada@example.com', 'wrong-pass');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Wrong email or password');
    expect(banner.className).toMatch(/ant-alert-error/);
    expect(router.state.location.pathname).toBe('/login');
    // What was typed stays, so the admin can correct it.
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
  });

  it.each([
    ['a 500 without a message', () => new HttpResponse(null, { status: 500 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])("says 'Unable to sign in' after %s", async (_case, answer) => {
    server.use(http.post(`${API}/auth/login`, answer));
    const { user } = renderApp('/login');
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to sign in');
  });

  it("turns away a user who is not an admin with 'You are not an admin'", async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ data: { token: 'u', user: bob } })));
    const { user, store } = renderApp('/login');
    await fillIn(user, 'bob@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not an admin');
    // The spec's words, and the way to the mobile app beside them.
    expect(screen.getByRole('link', { name: 'Get the Referral Network app' })).toHaveAttribute(
      'href',
      '/get-app',
    );
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('clears the banner when the admin tries again', async () => {
    answerDashboard();
    let attempts = 0;
    server.use(
      http.post(`${API}/auth/login`, () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ message: 'Wrong email or password' }, { status: 401 })
          : HttpResponse.json({ data: { token: 't', user: ada } });
      }),
    );
    const { user, router } = renderApp('/login');
    await fillIn(user);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const main = await screen.findByRole('main');
    expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the notice a previous page handed over, such as a finished password reset', async () => {
    const { router } = renderApp('/forgot-password');
    await act(() =>
      router.navigate('/login', {
        state: { notice: 'Your password has been reset. You can now sign in.' },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been reset. You can now sign in.',
    );
  });
});
