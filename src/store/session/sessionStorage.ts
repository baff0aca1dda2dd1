/**
 * A redux-persist storage engine that keeps the session where the spec puts it: the token under
 * the localStorage key `token` and the signed-in user, as JSON, under `user`.
 */
export const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export type StoredSession = { token: string; userData: unknown };

/** Whether this browser keeps a session (both keys set), read without restoring it. */
export const hasStoredSession = () =>
  Boolean(window.localStorage.getItem(TOKEN_KEY) && window.localStorage.getItem(USER_KEY));

function persistedParts(state: unknown): { token: unknown; userData: unknown } {
  if (typeof state !== 'object' || state === null) return { token: undefined, userData: undefined };
  return {
    token: 'token' in state ? state.token : undefined,
    userData: 'userData' in state ? state.userData : undefined,
  };
}

export const sessionStorageEngine = {
  async getItem(): Promise<StoredSession | null> {
    const token = window.localStorage.getItem(TOKEN_KEY);
    const user = window.localStorage.getItem(USER_KEY);
    if (!token || !user) return null;
    // A malformed stored user throws here; redux-persist then rehydrates with an error.
    const userData: unknown = JSON.parse(user);
    return { token, userData };
  },
  async setItem(_key: string, state: unknown): Promise<void> {
    const { token, userData } = persistedParts(state);
    if (typeof token === 'string' && token && userData) {
      window.localStorage.setItem(TOKEN_KEY, token);
      window.localStorage.setItem(USER_KEY, JSON.stringify(userData));
    } else {
      window.localStorage.removeItem(TOKEN_KEY);
      window.localStorage.removeItem(USER_KEY);
    }
  },
  async removeItem(): Promise<void> {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(USER_KEY);
  },
};
