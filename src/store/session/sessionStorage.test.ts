/**
 * The storage engine redux-persist writes the session through: the token and the user under the
 * keys the spec names, both or neither.
 */
import { ada } from '../../test/fixtures/users';
import { hasStoredSession, sessionStorageEngine } from './sessionStorage';

const stored = () => ({
  token: window.localStorage.getItem('token'),
  user: window.localStorage.getItem('user'),
});

function storeBoth() {
  window.localStorage.setItem('token', 'admin-token');
  window.localStorage.setItem('user', JSON.stringify(ada));
}

describe('the session storage engine', () => {
  it('writes the token and the user as JSON', async () => {
    await sessionStorageEngine.setItem('persist:session', { token: 'admin-token', userData: ada });
    expect(stored()).toEqual({ token: 'admin-token', user: JSON.stringify(ada) });
    expect(hasStoredSession()).toBe(true);
  });

  it.each([
    ['no token', { userData: ada }],
    ['an empty token', { token: '', userData: ada }],
    ['a token that is not a string', { token: 42, userData: ada }],
    ['no user', { token: 'admin-token' }],
    ['a null user', { token: 'admin-token', userData: null }],
    ['a state that is null', null],
    ['a state that is a string', 'admin-token'],
  ])('removes what was stored when the state has %s', async (_what, state) => {
    storeBoth();
    await sessionStorageEngine.setItem('persist:session', state);
    expect(stored()).toEqual({ token: null, user: null });
    expect(hasStoredSession()).toBe(false);
  });

  it('reads the stored token and user back', async () => {
    storeBoth();
    await expect(sessionStorageEngine.getItem()).resolves.toEqual({ token: 'admin-token', userData: ada });
  });

  it.each([
    ['nothing', () => undefined],
    ['only a token', () => window.localStorage.setItem('token', 'admin-token')],
    ['only a user', () => window.localStorage.setItem('user', JSON.stringify(ada))],
  ])('reads no session when it finds %s', async (_what, arrange) => {
    arrange();
    await expect(sessionStorageEngine.getItem()).resolves.toBeNull();
    expect(hasStoredSession()).toBe(false);
  });

  it('removes both keys, and only them', async () => {
    storeBoth();
    window.localStorage.setItem('theme', 'dark');
    await sessionStorageEngine.removeItem();
    expect(stored()).toEqual({ token: null, user: null });
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});
