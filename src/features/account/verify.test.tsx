import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { advanceClock } from '../../test/timers';
import { storeSession } from '../../test/session';

const TOKEN = 'invite-token-1';
const INVALID = 'No user found! This verification link is invalid, used or expired.';
const ada = { firstName: 'Ada', lastName: 'Lovelace', isAdmin: false };

function answerInvitee(invitee: { firstName: string; lastName: string; isAdmin: boolean } = ada) {
  server.use(
    http.get(`${API}/auth/verify`, ({ request }) =>
      new URL(request.url).searchParams.get('token') === TOKEN
        ? HttpResponse.json({ data: invitee })
        : HttpResponse.json({ message: INVALID }, { status: 404 }),
    ),
  );
}

function answerVerify(
  answer: () => Response | Promise<Response> = () => HttpResponse.json({ message: 'Verified' }),
) {
  server.use(http.post(`${API}/auth/verify`, answer));
}

type User = ReturnType<typeof renderApp>['user'];

/** Pastes, so long passwords do not cost a re-render per keystroke. */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillPasswords(user: User, password: string, again: string = password) {
  await enter(user, await screen.findByLabelText('Create Password'), password);
  await enter(user, screen.getByLabelText('Verify Password'), again);
}

const posts = (seen: ReturnType<typeof recordRequests>) =>
  lines(seen).filter((line) => line.startsWith('POST'));

// Fake timers start once the form is filled in: they are there for the 3 s redirect, and the form's
// own validation, left to run on them, would update the form outside act().
afterEach(() => jest.useRealTimers());

describe('/verify', () => {
  it('greets the invitee by name on a public card with the logo, not the signed-in layout', async () => {
    answerInvitee();
    const seen = recordRequests();
    renderApp(`/verify?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Please create a password to verify your account')).toBeInTheDocument();
    expect(screen.getByLabelText('Create Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Verify Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('img', { name: 'Referral Network logo' }),
    );
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
    expect(lines(seen)).toEqual([`GET /auth/verify?token=${TOKEN}`]);
  });

  it('is public: a signed-in admin sees the same page', async () => {
    storeSession();
    answerInvitee();
    renderApp(`/verify?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  });

  it("says 'Passwords do not match!' and sends nothing when the two differ", async () => {
    answerInvitee();
    const seen = recordRequests();
    const { user } = renderApp(`/verify?token=${TOKEN}`);
    await fillPasswords(user, 'granite viking orbit', 'granite viking orbiT');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
    expect(posts(seen)).toEqual([]);

    // Typing again clears the complaint; what was typed stays.
    await user.type(screen.getByLabelText('Verify Password'), 'x');
    await waitFor(() => expect(screen.queryByText('Passwords do not match!')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Create Password')).toHaveValue('granite viking orbit');
  });

  it.each([
    ['a too-short', 'short', 'Please use at least 8 characters'],
    ['a too-long', 'x'.repeat(129), 'Please use at most 128 characters'],
  ])('refuses %s password before sending', async (_case, password, message) => {
    answerInvitee();
    const seen = recordRequests();
    const { user } = renderApp(`/verify?token=${TOKEN}`);
    await fillPasswords(user, password);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posts(seen)).toEqual([]);
  });

  it('rates the password as it is typed, in a polite live region', async () => {
    answerInvitee();
    const { user } = renderApp(`/verify?token=${TOKEN}`);
    const field = await screen.findByLabelText('Create Password');
    const hint = screen.getByText(/Use 8 to 128 characters/);
    expect(hint).toHaveAttribute('aria-live', 'polite');

    await user.type(field, 'abc');
    await waitFor(() => expect(hint).toHaveTextContent('Strength: Too short'));
    await enter(user, field, 'Password1!');
    await waitFor(() => expect(hint).toHaveTextContent('Strength: Weak. This is a commonly used password.'));
    await enter(user, field, 'Lovelace-1815');
    await waitFor(() => expect(hint).toHaveTextContent('Strength: Weak. Avoid using your name.'));
    await enter(user, field, 'mpxbtkzq');
    await waitFor(() => expect(hint).toHaveTextContent('Strength: Fair'));
    await enter(user, field, 'granite viking orbit');
    await waitFor(() => expect(hint).toHaveTextContent('Strength: Strong'));
  });

  it('shows the rating as a meter of three bars across the field, lit one, two or three', async () => {
    answerInvitee();
    const { user } = renderApp(`/verify?token=${TOKEN}`);
    const field = await screen.findByLabelText('Create Password');
    const meter = document.querySelector('.password-meter');
    if (!(meter instanceof HTMLElement)) throw new Error('no strength meter');
    expect(meter).toHaveStyle({ width: '100%' });
    const lit = () =>
      [...meter.children].map((bar) => (bar instanceof HTMLElement ? bar.style.background : ''));
    const grey = 'var(--ant-color-fill-secondary)';
    expect(lit()).toEqual([grey, grey, grey]);
    await enter(user, field, 'Password1!');
    await waitFor(() => expect(lit()).toEqual(['rgb(207, 19, 34)', grey, grey]));
    await enter(user, field, 'mpxbtkzq');
    await waitFor(() => expect(lit()).toEqual(['rgb(212, 136, 6)', 'rgb(212, 136, 6)', grey]));
    await enter(user, field, 'granite viking orbit');
    await waitFor(() => expect(lit()).toEqual(Array(3).fill('rgb(56, 158, 13)')));
  });

  it('verifies, says so, and after 3 seconds sends a non-admin to /get-app', async () => {
    answerInvitee();
    answerVerify();
    const seen = recordRequests();
    const { user, router } = renderApp(`/verify?token=${TOKEN}`);
    await fillPasswords(user, 'granite viking orbit');
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Taking you to the app download page…')).toBeInTheDocument();
    // Once, not as heading, result title and message all at once.
    expect(document.body.textContent?.split('Your account is verified')).toHaveLength(2);

    const post = seen.find((request) => request.method === 'POST');
    expect(post?.search).toBe(`?token=${TOKEN}`);
    await sentBodies(seen);
    expect(post?.body).toEqual({ password: 'granite viking orbit', verifyPassword: 'granite viking orbit' });

    await advanceClock(2500);
    expect(router.state.location.pathname).toBe('/verify');
    await advanceClock(600);
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-app'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Please download the app to continue' }),
    ).toBeInTheDocument();
  });

  it('sends an admin to /login after 3 seconds', async () => {
    answerInvitee({ firstName: 'Grace', lastName: 'Hopper', isAdmin: true });
    answerVerify();
    const { user, router } = renderApp(`/verify?token=${TOKEN}`);
    await fillPasswords(user, 'granite viking orbit');
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Taking you to sign in…')).toBeInTheDocument();
    await advanceClock(2500);
    expect(router.state.location.pathname).toBe('/verify');
    await advanceClock(600);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your account is ready. You can now sign in.')).toBeInTheDocument();
  });

  it('tells an admin who continues at once that the account is ready to sign in', async () => {
    answerInvitee({ firstName: 'Grace', lastName: 'Hopper', isAdmin: true });
    answerVerify();
    const { user, router } = renderApp(`/verify?token=${TOKEN}`);
    await fillPasswords(user, 'granite viking orbit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('link', { name: 'Continue now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your account is ready. You can now sign in.')).toBeInTheDocument();
  });

  it('does not pull the person back once they have left the page', async () => {
    answerInvitee({ firstName: 'Grace', lastName: 'Hopper', isAdmin: true });
    answerVerify();
    const { user, router } = renderApp(`/verify?token=${TOKEN}`);
    await fillPasswords(user, 'granite viking orbit');
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Taking you to sign in…');
    await act(() => router.navigate('/forgot-password'));
    await advanceClock(5000);
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('disables the form and shows progress while sending, and sends once', async () => {
    answerInvitee();
    answerVerify(async () => {
      await delay(300);
      return HttpResponse.json({ message: 'Verified' });
    });
    const seen = recordRequests();
    const { user } = renderApp(`/verify?token=${TOKEN}`);
    await fillPasswords(user, 'granite viking orbit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('progressbar', { name: 'Verifying your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Create Password')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Submit/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is verified' }),
    ).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(1);
  });

  it("shows the server's field errors under their fields and keeps what was typed", async () => {
    answerInvitee();
    answerVerify(() =>
      HttpResponse.json(
        {
          message: 'Please fix the highlighted fields',
          data: [{ key: 'password', message: 'Must be at least 8 characters' }],
        },
        { status: 400 },
      ),
    );
    const { user, router } = renderApp(`/verify?token=${TOKEN}`);
    await fillPasswords(user, 'granite viking orbit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please fix the highlighted fields')).toBeInTheDocument();
    expect(screen.getByLabelText('Create Password')).toHaveValue('granite viking orbit');
    expect(router.state.location.pathname).toBe('/verify');
  });

  it('explains a link used meanwhile (in another tab) instead of failing silently', async () => {
    answerInvitee();
    answerVerify(() => HttpResponse.json({ message: INVALID }, { status: 404 }));
    const { user } = renderApp(`/verify?token=${TOKEN}`);
    await fillPasswords(user, 'granite viking orbit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
  });

  it("says 'No user found!' without a request when there is no token", async () => {
    const seen = recordRequests();
    renderApp('/verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'No user found!' })).toBeInTheDocument();
    expect(screen.getByText(/Ask an administrator to send you a new invitation/)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it("says 'No user found!' for an invalid, used or expired token", async () => {
    answerInvitee();
    renderApp('/verify?token=used-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'No user found!' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Create Password')).not.toBeInTheDocument();
  });

  it("says 'No user found!' with the reason and a retry when the server fails", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/auth/verify`, () => {
        calls += 1;
        return calls <= 4
          ? HttpResponse.json({ message: 'Database offline' }, { status: 503 })
          : HttpResponse.json({ data: ada });
      }),
    );
    const { user } = renderApp(`/verify?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'No user found!' })).toBeInTheDocument();
    expect(screen.getByText('Database offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows names with markup as text, and very long names in full', async () => {
    const longName = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(5);
    answerInvitee({ firstName: '<img src=x onerror=alert(1)>', lastName: longName, isAdmin: false });
    renderApp(`/verify?token=${TOKEN}`);
    const heading = await screen.findByRole('heading', { level: 1, name: /^Hello/ });
    expect(heading).toHaveTextContent(`Hello <img src=x onerror=alert(1)> ${longName}`);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
