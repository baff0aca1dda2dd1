import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { advanceClock } from '../../test/timers';

const TOKEN = 'reset-token-1';
const INVALID = 'No user found! This password-reset link is invalid, used or expired.';

function answerProfile() {
  server.use(
    http.get(`${API}/auth/profile-token`, ({ request }) =>
      new URL(request.url).searchParams.get('token') === TOKEN
        ? HttpResponse.json({ data: { firstName: 'Ada', lastName: 'Lovelace' } })
        : HttpResponse.json({ message: INVALID }, { status: 404 }),
    ),
  );
}

type User = ReturnType<typeof renderApp>['user'];

async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillPasswords(user: User, password: string, again: string = password) {
  await enter(user, await screen.findByLabelText('Password'), password);
  await enter(user, screen.getByLabelText('Verify Password'), again);
}

afterEach(() => jest.useRealTimers());

describe('/reset-password', () => {
  it('greets by name, explains, and shows Password, Verify Password and Submit', async () => {
    answerProfile();
    const seen = recordRequests();
    renderApp(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Please enter your new password below.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Verify Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByText(/Use 8 to 128 characters/)).toHaveAttribute('aria-live', 'polite');
    expect(lines(seen)).toEqual([`GET /auth/profile-token?token=${TOKEN}`]);
  });

  it('sends the token and the new password, then goes to /login with a success message', async () => {
    answerProfile();
    server.use(http.post(`${API}/auth/password-reset`, () => HttpResponse.json({ message: 'Done' })));
    const seen = recordRequests();
    const { user, router } = renderApp(`/reset-password?token=${TOKEN}`);
    await fillPasswords(user, 'granite viking orbit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      notice: 'Your password has been reset. You can now sign in.',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(lines(seen)).toContain('POST /auth/password-reset');
    const bodies = await sentBodies(seen);
    expect(bodies.filter(Boolean)).toEqual([{ token: TOKEN, password: 'granite viking orbit' }]);
  });

  it("says 'Passwords do not match!' and sends nothing when the two differ", async () => {
    answerProfile();
    const seen = recordRequests();
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);
    await fillPasswords(user, 'granite viking orbit', 'granite viking');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
    expect(lines(seen).filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('refuses a too-short password before sending', async () => {
    answerProfile();
    const seen = recordRequests();
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);
    await fillPasswords(user, 'Ab1!');
    expect(screen.getByText(/Strength: Too short/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please use at least 8 characters')).toBeInTheDocument();
    // The rule is stated once: by the field's error, not again by the strength hint.
    expect(screen.getAllByText(/at least 8 characters/)).toHaveLength(1);
    expect(lines(seen).filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's errors and keeps the page when the link was used meanwhile", async () => {
    answerProfile();
    server.use(
      http.post(`${API}/auth/password-reset`, () => HttpResponse.json({ message: INVALID }, { status: 404 })),
    );
    const { user, router } = renderApp(`/reset-password?token=${TOKEN}`);
    await fillPasswords(user, 'granite viking orbit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByLabelText('Password')).toHaveValue('granite viking orbit');
  });

  it('puts server field errors under their field', async () => {
    answerProfile();
    server.use(
      http.post(`${API}/auth/password-reset`, () =>
        HttpResponse.json(
          {
            message: 'Please fix the highlighted fields',
            data: [{ key: 'password', message: 'Must be at most 128 characters' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);
    await fillPasswords(user, 'granite viking orbit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Must be at most 128 characters')).toBeInTheDocument();
    expect(screen.getByText('Please fix the highlighted fields')).toBeInTheDocument();
  });

  it.each([
    ['an invalid token', `/reset-password?token=stale`],
    ['no token', '/reset-password'],
  ])("says 'No user found!' for %s, then goes to /login after 3 seconds", async (_case, path) => {
    jest.useFakeTimers({ advanceTimers: true });
    answerProfile();
    const seen = recordRequests();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'No user found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await advanceClock(2500);
    expect(router.state.location.pathname).toBe('/reset-password');
    await advanceClock(600);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(seen.length).toBe(path.includes('token') ? 1 : 0);
  });
});
