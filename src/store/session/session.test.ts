import { http, HttpResponse } from 'msw';
import { api as regionsApi } from '../../api/generated/regions';
import { createAppStore, whenRestored } from '../store';
import { API, recordRequests, sentBodies, server } from '../../test/msw';
import { testEnvironment } from '../../test/environment';
import { signIn, signInOrFailure, signOut } from './sessionThunks';
import { hasStoredSession } from './sessionStorage';
import { ada, bob } from '../../test/fixtures/users';
import { ADMIN_TOKEN, storeSession } from '../../test/session';

/** Builds the store as the console does on load and waits for the session to be restored. */
async function loadConsole() {
  const loaded = createAppStore(testEnvironment());
  await whenRestored(loaded.persistor);
  return loaded;
}

describe('session restore when the console loads', () => {
  it('starts out loading', () => {
    const { store } = createAppStore(testEnvironment());
    expect(store.getState().session).toMatchObject({
      isSignout: false,
      userData: null,
      token: null,
      isLoading: true,
    });
  });

  it('signs in from a stored token and user, and sends the token with requests', async () => {
    storeSession();
    const { store } = await loadConsole();
    expect(store.getState().session).toMatchObject({
      isSignout: false,
      userData: ada,
      token: ADMIN_TOKEN,
      isLoading: false,
    });

    let header: string | null = null;
    server.use(
      http.get(`${API}/regions`, ({ request }) => {
        header = request.headers.get('x-auth-token');
        return HttpResponse.json({ data: [] });
      }),
    );
    await store.dispatch(regionsApi.endpoints.getRegions.initiate());
    expect(header).toBe(ADMIN_TOKEN);
  });

  it.each([
    ['nothing is stored', () => undefined],
    ['only a token is stored', () => window.localStorage.setItem('token', ADMIN_TOKEN)],
    ['only a user is stored', () => window.localStorage.setItem('user', JSON.stringify(ada))],
    [
      'the stored user is not JSON',
      () => {
        window.localStorage.setItem('token', ADMIN_TOKEN);
        window.localStorage.setItem('user', '{not json');
      },
    ],
    [
      'the stored user is not a user',
      () => {
        window.localStorage.setItem('token', ADMIN_TOKEN);
        window.localStorage.setItem('user', JSON.stringify({ name: 'x' }));
      },
    ],
    ['the stored token is empty', () => storeSession(ada, '')],
    [
      'the stored user has no usable id',
      () => {
        window.localStorage.setItem('token', ADMIN_TOKEN);
        window.localStorage.setItem('user', JSON.stringify({ ...ada, id: 'abc' }));
      },
    ],
    ...(['email', 'firstName', 'isAdmin'] as const).map((field): [string, () => void] => [
      `the stored user has no ${field}`,
      () => {
        window.localStorage.setItem('token', ADMIN_TOKEN);
        window.localStorage.setItem('user', JSON.stringify({ ...ada, [field]: undefined }));
      },
    ]),
    [
      'the stored user is an admin only in words',
      () => {
        window.localStorage.setItem('token', ADMIN_TOKEN);
        window.localStorage.setItem('user', JSON.stringify({ ...ada, isAdmin: 'yes' }));
      },
    ],
    [
      'the stored user has a last name that is not text',
      () => {
        window.localStorage.setItem('token', ADMIN_TOKEN);
        window.localStorage.setItem('user', JSON.stringify({ ...ada, lastName: 7 }));
      },
    ],
  ])('is signed out when %s', async (_case, arrange) => {
    arrange();
    const { store } = await loadConsole();
    expect(store.getState().session).toMatchObject({
      isSignout: true,
      userData: null,
      token: null,
      isLoading: false,
    });
  });

  it.each([
    ['without a last name', { id: 1, email: 'ada@example.com', firstName: 'Ada', isAdmin: true }],
    ['with a null last name', { ...ada, lastName: null }],
    ['with its id as a string', { ...ada, id: '1' }],
  ])('restores a stored admin %s (the spec shows the last name only if present)', async (_name, user) => {
    window.localStorage.setItem('token', ADMIN_TOKEN);
    window.localStorage.setItem('user', JSON.stringify(user));
    const { store } = await loadConsole();
    expect(store.getState().session).toMatchObject({
      isSignout: false,
      token: ADMIN_TOKEN,
      userData: { id: 1, firstName: 'Ada', isAdmin: true },
    });
  });

  it('gives a stored admin without a mobile or an active flag an empty mobile, active', async () => {
    window.localStorage.setItem('token', ADMIN_TOKEN);
    window.localStorage.setItem(
      'user',
      JSON.stringify({
        id: 1,
        email: 'ada@example.com',
        firstName: 'Ada',
        isAdmin: true,
        mobile: 4,
        isActive: 'no',
      }),
    );
    const { store } = await loadConsole();
    expect(store.getState().session.userData).toMatchObject({ mobile: '', isActive: true });
  });

  it('keeps a stored admin’s mobile and active flag as stored', async () => {
    storeSession({ ...ada, mobile: '0400999999', isActive: false });
    const { store } = await loadConsole();
    expect(store.getState().session.userData).toEqual({
      id: 1,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      mobile: '0400999999',
      isAdmin: true,
      isActive: false,
    });
  });

  it('tells whether this browser keeps a session, without restoring it', () => {
    expect(hasStoredSession()).toBe(false);
    window.localStorage.setItem('token', ADMIN_TOKEN);
    expect(hasStoredSession()).toBe(false);
    window.localStorage.setItem('user', JSON.stringify(ada));
    expect(hasStoredSession()).toBe(true);
    window.localStorage.removeItem('token');
    expect(hasStoredSession()).toBe(false);
  });

  it('sends no token while signed out', async () => {
    const { store } = await loadConsole();
    let header: string | null = 'unset';
    server.use(
      http.get(`${API}/regions`, ({ request }) => {
        header = request.headers.get('x-auth-token');
        return HttpResponse.json({ data: [] });
      }),
    );
    await store.dispatch(regionsApi.endpoints.getRegions.initiate());
    expect(header).toBeNull();
  });
});

describe('sign in', () => {
  it('stores the token and the user under the keys token and user', async () => {
    const { store, persistor } = await loadConsole();
    const seen = recordRequests();
    server.use(
      http.post(`${API}/auth/login`, () => HttpResponse.json({ data: { token: 'fresh', user: ada } })),
    );
    const result = await store.dispatch(signIn({ email: 'ada@example.com', password: 'secret-pass' }));
    expect(result.meta.requestStatus).toBe('fulfilled');
    expect(await sentBodies(seen)).toEqual([{ email: 'ada@example.com', password: 'secret-pass' }]);
    expect(store.getState().session).toMatchObject({
      isSignout: false,
      userData: ada,
      token: 'fresh',
      isLoading: false,
    });
    await persistor.flush();
    expect(window.localStorage.getItem('token')).toBe('fresh');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(ada);
  });

  it('signs in an admin whose answer has no last name and an id as a string, keeping the id as a number', async () => {
    const { store } = await loadConsole();
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({
          data: {
            token: 'fresh',
            user: { id: '5', email: 'grace@example.com', firstName: 'Grace', isAdmin: true },
          },
        }),
      ),
    );
    const result = await store.dispatch(signIn({ email: 'grace@example.com', password: 'secret-pass' }));
    expect(result.meta.requestStatus).toBe('fulfilled');
    expect(store.getState().session.userData).toMatchObject({ id: 5, firstName: 'Grace' });
    expect(store.getState().session.userData?.lastName).toBeUndefined();
  });

  it('turns away a user who is not an admin and stores nothing', async () => {
    const { store, persistor } = await loadConsole();
    server.use(
      http.post(`${API}/auth/login`, () => HttpResponse.json({ data: { token: 'user-token', user: bob } })),
    );
    const result = await store.dispatch(signIn({ email: 'bob@example.com', password: 'secret-pass' }));
    expect(result.payload).toBe('You are not an admin');
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.userData).toBeNull();
    await persistor.flush();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('rejects with the server message on wrong credentials, without leaving the page', async () => {
    const onUnauthorized = jest.fn();
    const { store } = createAppStore(testEnvironment({ onUnauthorized }));
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ message: 'Wrong email or password' }, { status: 401 }),
      ),
    );
    const result = await store.dispatch(signIn({ email: 'ada@example.com', password: 'nope-nope' }));
    expect(result.payload).toBe('Wrong email or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("falls back to 'Unable to sign in' when the server gives no message or cannot be reached", async () => {
    const { store } = createAppStore(testEnvironment());
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.error()));
    const result = await store.dispatch(signIn({ email: 'ada@example.com', password: 'whatever1' }));
    expect(result.payload).toBe('Unable to sign in');
  });
});

describe('sign in, as the sign-in form asks for it', () => {
  it('gives nothing to show once signed in', async () => {
    const { store } = await loadConsole();
    server.use(
      http.post(`${API}/auth/login`, () => HttpResponse.json({ data: { token: 'fresh', user: ada } })),
    );
    expect(
      await signInOrFailure(store.dispatch, { email: 'ada@example.com', password: 'secret-pass' }),
    ).toBeNull();
    expect(store.getState().session.token).toBe('fresh');
  });

  it('gives the message to show when sign-in fails', async () => {
    const { store } = await loadConsole();
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ message: 'Wrong email or password' }, { status: 401 }),
      ),
    );
    expect(await signInOrFailure(store.dispatch, { email: 'ada@example.com', password: 'nope-nope' })).toBe(
      'Wrong email or password',
    );
  });

  it("says 'Unable to sign in' when the answer's user is not one", async () => {
    const { store, persistor } = await loadConsole();
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ data: { token: 'fresh', user: { id: 5, email: 'x@example.com' } } }),
      ),
    );
    expect(await signInOrFailure(store.dispatch, { email: 'x@example.com', password: 'secret-pass' })).toBe(
      'Unable to sign in',
    );
    expect(store.getState().session.token).toBeNull();
    await persistor.flush();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('sign out', () => {
  it('asks the backend nothing when there is no session to end', async () => {
    const { store } = await loadConsole();
    const seen = recordRequests();
    await store.dispatch(signOut());
    expect(seen).toEqual([]);
    expect(store.getState().session).toMatchObject({ isSignout: true, token: null });
  });

  it('clears local storage, the session and every cached answer', async () => {
    storeSession();
    window.localStorage.setItem('something-else', 'x');
    const { store, persistor } = await loadConsole();
    server.use(
      http.get(`${API}/regions`, () => HttpResponse.json({ data: [{ id: 1, name: 'North' }] })),
      http.post(`${API}/auth/logout`, () => HttpResponse.json({ message: 'Signed out.' })),
    );
    await store.dispatch(regionsApi.endpoints.getRegions.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

    await store.dispatch(signOut());
    await persistor.flush();

    expect(store.getState().session).toMatchObject({
      isSignout: true,
      userData: null,
      token: null,
      isLoading: false,
    });
    expect(store.getState().api.queries).toEqual({});
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('something-else')).toBeNull();
  });

  it('asks the backend to end the session, sending its token', async () => {
    storeSession();
    const { store } = await loadConsole();
    let sentToken: string | null = null;
    server.use(
      http.post(`${API}/auth/logout`, ({ request }) => {
        sentToken = request.headers.get('x-auth-token');
        return HttpResponse.json({ message: 'Signed out.' });
      }),
    );
    await store.dispatch(signOut());
    expect(sentToken).toBe(ADMIN_TOKEN);
    expect(store.getState().session.token).toBeNull();
  });

  it.each([
    ['has no such call (404)', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })],
    ['says the session already ended (401)', () => HttpResponse.json({ message: 'Ended' }, { status: 401 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])(
    'still signs out here when the backend %s, without going round to /logout again',
    async (_case, answer) => {
      storeSession();
      const unauthorized = jest.fn();
      const { store, persistor } = createAppStore(testEnvironment({ onUnauthorized: unauthorized }));
      await whenRestored(persistor);
      server.use(http.post(`${API}/auth/logout`, answer));
      await store.dispatch(signOut());
      await persistor.flush();
      expect(store.getState().session).toMatchObject({ isSignout: true, token: null, userData: null });
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(unauthorized).not.toHaveBeenCalled();
    },
  );
});
