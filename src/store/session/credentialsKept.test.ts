/**
 * What signing in and out leaves in the store, through a real store with msw at the network
 * boundary: the sign-in call carries the admin's password, so neither call is kept among the
 * cache's mutations, where the devtools and any later reader of the state would find it.
 */
import { http, HttpResponse } from 'msw';
import { createAppStore, whenRestored } from '../store';
import { testEnvironment } from '../../test/environment';
import { ada } from '../../test/fixtures/users';
import { API, server } from '../../test/msw';
import { signIn, signOut } from './sessionThunks';

async function loadConsole() {
  const { store, persistor } = createAppStore(testEnvironment());
  await whenRestored(persistor);
  return store;
}

describe('what a session leaves in the store', () => {
  it('keeps neither the sign-in call with its password nor the sign-out call', async () => {
    server.use(
      http.post(`${API}/auth/login`, () => HttpResponse.json({ data: { token: 'fresh', user: ada } })),
    );
    const store = await loadConsole();
    await store.dispatch(signIn({ email: 'ada@example.com', password: 'correct horse' }));
    expect(store.getState().session.token).toBe('fresh');
    expect(store.getState().api.mutations).toEqual({});
    expect(JSON.stringify(store.getState())).not.toContain('correct horse');

    await store.dispatch(signOut());
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().api.mutations).toEqual({});
  });
});
