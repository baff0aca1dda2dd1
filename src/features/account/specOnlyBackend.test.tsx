import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { advanceClock } from '../../test/timers';

// Answers as a backend that keeps exactly the spec's promises gives them, and no more.
afterEach(() => jest.useRealTimers());

type User = ReturnType<typeof renderApp>['user'];

async function typePasswords(user: User, label: string, password: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(password);
  await user.click(screen.getByLabelText('Verify Password'));
  await user.paste(password);
}

describe('account pages against a backend that sends only what the spec promises', () => {
  it.each([
    ['null', { firstName: 'Ada', lastName: null, isAdmin: true }],
    ['absent', { firstName: 'Ada', isAdmin: true }],
  ])('verify greets an invitee whose last name is %s and takes a long password', async (_case, invitee) => {
    server.use(
      http.get(`${API}/auth/verify`, () => HttpResponse.json({ data: invitee })),
      http.post(`${API}/auth/verify`, () => HttpResponse.json({ message: 'Verified' })),
    );
    const { user, router } = renderApp('/verify?token=t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Ada' })).toBeInTheDocument();
    await typePasswords(user, 'Create Password', 'granite viking orbit');
    expect(screen.getByLabelText('Create Password')).toHaveValue('granite viking orbit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Your account is verified')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/verify');
  });

  it('reset greets a person whose last name is null and takes a long password', async () => {
    server.use(
      http.get(`${API}/auth/profile-token`, () =>
        HttpResponse.json({ data: { firstName: 'Ada', lastName: null } }),
      ),
    );
    const { user } = renderApp('/reset-password?token=t2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Ada' })).toBeInTheDocument();
    await typePasswords(user, 'Password', 'granite viking orbit');
    expect(screen.getByLabelText('Password')).toHaveValue('granite viking orbit');
  });

  it("verify says 'No user found!' for a token answered with 200 and no data", async () => {
    server.use(http.get(`${API}/auth/verify`, () => HttpResponse.json({})));
    renderApp('/verify?token=t3');
    expect(await screen.findByRole('heading', { level: 1, name: 'No user found!' })).toBeInTheDocument();
  });

  it("reset says 'No user found!' for a token answered with 200 and no data, then goes to /login after 3 seconds", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    server.use(http.get(`${API}/auth/profile-token`, () => HttpResponse.json({ data: null })));
    const { router } = renderApp('/reset-password?token=t4');
    expect(await screen.findByRole('heading', { level: 1, name: 'No user found!' })).toBeInTheDocument();
    await advanceClock(3100);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
