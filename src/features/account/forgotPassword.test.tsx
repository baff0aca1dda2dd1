import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { advanceClock, letTimePass } from '../../test/timers';

const SENT = 'You will receive an email with a link to reset your password';

afterEach(() => jest.useRealTimers());

describe('/forgot-password', () => {
  it("shows the title, the 'Email Address' field, Submit and 'Back to login'", async () => {
    const { user, router } = renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgotten password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to login' });
    expect(back).toHaveAttribute('href', '/login');
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each(['', '   ', 'ada', 'ada@', 'ada@example', 'ada @example.com', '<script>@x.com'])(
    'sends nothing and shows nothing for %j',
    async (email) => {
      const seen = recordRequests();
      const { user, router } = renderApp('/forgot-password');
      const field = await screen.findByLabelText('Email Address');
      if (email) await user.type(field, email);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      // Give a wrongly sent request or message every chance to show.
      await letTimePass(50);
      expect(seen).toHaveLength(0);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(document.querySelector('.ant-form-item-explain')).toBeNull();
      expect(screen.queryByText(SENT)).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/forgot-password');
    },
  );

  it('sends the trimmed address, says an email is on its way, and goes to /login after 3 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    server.use(
      http.post(`${API}/auth/password-reset-request`, () =>
        HttpResponse.json({ message: 'If an account exists…' }),
      ),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email Address'), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(lines(seen)).toEqual(['POST /auth/password-reset-request']);
    expect(await sentBodies(seen)).toEqual([{ email: 'ada@example.com' }]);

    await advanceClock(2500);
    expect(router.state.location.pathname).toBe('/forgot-password');
    await advanceClock(600);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['an unknown address (404)', () => HttpResponse.json({ message: 'User not found' }, { status: 404 })],
    ['too many requests (429)', () => HttpResponse.json({ message: 'Too many requests' }, { status: 429 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('says the same after %s, revealing nothing, and still goes to /login', async (_case, answer) => {
    jest.useFakeTimers({ advanceTimers: true });
    server.use(http.post(`${API}/auth/password-reset-request`, answer));
    const { user, router } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email Address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.queryByText(/not found|Too many/)).not.toBeInTheDocument();
    await advanceClock(3100);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows progress and sends once while the request is in flight', async () => {
    server.use(
      http.post(`${API}/auth/password-reset-request`, async () => {
        await delay(300);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const seen = recordRequests();
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('progressbar', { name: 'Sending the reset link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Submit/ }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });
});
