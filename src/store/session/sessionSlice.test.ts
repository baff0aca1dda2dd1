/**
 * The session's reducer and the user it keeps: a login answer or a stored user of another shape is
 * no user, a restore of another store leaves the session alone, and only an admin's session opens
 * the console.
 */
import { REHYDRATE } from 'redux-persist';
import { ada, bob } from '../../test/fixtures/users';
import { isAdminSession, SESSION_KEY, sessionReducer, signedIn, toSessionUser } from './sessionSlice';

const loading = sessionReducer(undefined, { type: '@@INIT' });
const signedOutState = { isSignout: true, userData: null, token: null, isLoading: false };
const rehydrate = (payload: unknown, key: string = SESSION_KEY, err?: unknown) =>
  sessionReducer(loading, { type: REHYDRATE, key, payload, err });

describe('toSessionUser', () => {
  it('keeps a user with what the spec promises, its id as a number', () => {
    expect(toSessionUser({ ...ada, id: '1' })).toEqual(ada);
  });

  it.each([
    ['null', null],
    ['a string', 'ada@example.com'],
    ['a number', 1],
    ['no id', { ...ada, id: undefined }],
    ['an email that is not a string', { ...ada, email: 5 }],
    ['no email', { id: 1, firstName: 'Ada', isAdmin: true }],
    ['a first name that is not a string', { ...ada, firstName: ['Ada'] }],
    ['no first name', { id: 1, email: 'ada@example.com', isAdmin: true }],
    ['isAdmin that is not a boolean', { ...ada, isAdmin: 'true' }],
    ['a last name that is not a string', { ...ada, lastName: 7 }],
  ])('is no user for %s', (_what, value) => {
    expect(toSessionUser(value)).toBeNull();
  });
});

describe('the session reducer', () => {
  it('starts loading, signed out of nothing yet', () => {
    expect(loading).toEqual({ isSignout: false, userData: null, token: null, isLoading: true });
  });

  it('restores a stored token and user', () => {
    expect(rehydrate({ token: 'admin-token', userData: ada })).toEqual({
      isSignout: false,
      userData: ada,
      token: 'admin-token',
      isLoading: false,
    });
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'admin-token'],
    ['no token', { userData: ada }],
    ['an empty token', { token: '', userData: ada }],
    ['a token that is not a string', { token: 42, userData: ada }],
    ['a user of another shape', { token: 'admin-token', userData: { name: 'Ada' } }],
  ])('restores %s as signed out', (_what, payload) => {
    expect(rehydrate(payload)).toEqual(signedOutState);
  });

  it('restores a session whose storage failed as signed out', () => {
    expect(rehydrate({ token: 'admin-token', userData: ada }, SESSION_KEY, new Error('quota'))).toEqual(
      signedOutState,
    );
  });

  it('leaves the session alone when another store is restored, or on any other action', () => {
    expect(rehydrate({ token: 'admin-token', userData: ada }, 'preferences')).toBe(loading);
    expect(sessionReducer(loading, { type: 'preferences/set', key: SESSION_KEY })).toBe(loading);
    expect(sessionReducer(loading, { type: 'preferences/set', key: 'preferences' })).toBe(loading);
    expect(sessionReducer(loading, { type: 'preferences/set' })).toBe(loading);
  });

  it('signs in', () => {
    expect(sessionReducer(loading, signedIn({ token: 'admin-token', user: ada }))).toEqual({
      isSignout: false,
      userData: ada,
      token: 'admin-token',
      isLoading: false,
    });
  });
});

describe('isAdminSession', () => {
  it('is an admin’s session with a token only', () => {
    expect(isAdminSession({ token: 'admin-token', userData: ada })).toBe(true);
    expect(isAdminSession({ token: 'user-token', userData: bob })).toBe(false);
    expect(isAdminSession({ token: null, userData: ada })).toBe(false);
    expect(isAdminSession({ token: '', userData: ada })).toBe(false);
    expect(isAdminSession({ token: 'admin-token', userData: null })).toBe(false);
  });
});
