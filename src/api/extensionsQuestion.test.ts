/**
 * The question discovery sends (`GET /extensions`) and the answers it keeps, through a real store
 * with msw at the network boundary: what the request carries, which answers count as a list, and
 * that an answer for a session that has ended is not kept.
 */
import { http, HttpResponse } from 'msw';
import { signedIn, signedOut } from '../store/session/sessionSlice';
import { createAppStore, whenRestored } from '../store/store';
import { testEnvironment } from '../test/environment';
import { ada } from '../test/fixtures/users';
import { API, countDiscoveries, server } from '../test/msw';
import { discoverExtensions } from './extensions';

const list = { data: [{ name: 'paging', version: '1' }] };

/** A store whose session token is the one `signIn` last gave it. */
async function storeWithToken() {
  let token: string | null = null;
  const { store, persistor } = createAppStore(testEnvironment({ token: () => token }));
  await whenRestored(persistor);
  const signIn = (next: string) => {
    token = next;
    store.dispatch(signedIn({ token: next, user: ada }));
  };
  const signOut = () => {
    token = null;
    store.dispatch(signedOut());
  };
  return { store, signIn, signOut };
}

/** GET /extensions answered when the test says so, with the headers of each question asked. */
function heldAnswers() {
  const asked: Array<{ accept: string | null; token: string | null }> = [];
  const answers: Array<() => void> = [];
  server.use(
    http.get(`${API}/extensions`, ({ request }) => {
      asked.push({ accept: request.headers.get('Accept'), token: request.headers.get('x-auth-token') });
      return new Promise<Response>((resolve) => answers.push(() => resolve(HttpResponse.json(list))));
    }),
  );
  const answerAll = () => answers.splice(0).forEach((answer) => answer());
  return { asked, answerAll };
}

const until = (condition: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => (condition() ? resolve() : setTimeout(check, 5));
    check();
  });

describe('the question discovery asks', () => {
  it('asks for JSON with the session’s token', async () => {
    const { asked, answerAll } = heldAnswers();
    const { store, signIn } = await storeWithToken();
    signIn('admin-token');
    await until(() => asked.length === 1);
    answerAll();
    await store.dispatch(discoverExtensions());
    expect(asked).toEqual([{ accept: 'application/json', token: 'admin-token' }]);
  });

  it('sends no token when there is no session', async () => {
    const { asked, answerAll } = heldAnswers();
    const { store } = await storeWithToken();
    const answer = store.dispatch(discoverExtensions());
    await until(() => asked.length === 1);
    answerAll();
    await expect(answer).resolves.toEqual({ paging: '1' });
    expect(asked).toEqual([{ accept: 'application/json', token: null }]);
  });

  it('reads a JSON list answered with a charset', async () => {
    server.use(
      http.get(
        `${API}/extensions`,
        () =>
          new HttpResponse(JSON.stringify(list), {
            headers: { 'Content-Type': 'application/json; charset=utf-8' },
          }),
      ),
    );
    const { store, signIn } = await storeWithToken();
    signIn('admin-token');
    await expect(store.dispatch(discoverExtensions())).resolves.toEqual({ paging: '1' });
  });

  it.each([
    ['a list answered 201', () => HttpResponse.json(list, { status: 201 })],
    [
      'a list answered as text',
      () => new HttpResponse(JSON.stringify(list), { headers: { 'Content-Type': 'text/plain' } }),
    ],
    ['a list answered without a content type', () => new HttpResponse(JSON.stringify(list))],
  ])('reads %s as the specification only', async (_what, respond) => {
    server.use(http.get(`${API}/extensions`, respond));
    const { store, signIn } = await storeWithToken();
    signIn('admin-token');
    await expect(store.dispatch(discoverExtensions())).resolves.toEqual({});
    expect(store.getState().extensions).toEqual({ status: 'known', offered: {} });
  });

  it('answers the specification only, asking nothing, in a store without an environment', async () => {
    const asked = countDiscoveries();
    const dispatch = jest.fn();
    await expect(
      discoverExtensions()(dispatch, () => ({ extensions: { status: 'unknown' } }), undefined),
    ).resolves.toEqual({});
    expect(dispatch).not.toHaveBeenCalled();
    expect(asked.count).toBe(0);
  });
});

describe('the answers discovery keeps', () => {
  it('does not keep an answer that comes after its session ended', async () => {
    const { asked, answerAll } = heldAnswers();
    const { store, signIn, signOut } = await storeWithToken();
    signIn('admin-token');
    await until(() => asked.length === 1);
    signOut();
    answerAll();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().extensions).toEqual({ status: 'unknown' });
  });

  it('asks again for the next session, and keeps only that session’s answer', async () => {
    const { asked, answerAll } = heldAnswers();
    const { store, signIn, signOut } = await storeWithToken();
    signIn('first-token');
    await until(() => asked.length === 1);
    signOut();
    signIn('second-token');
    await until(() => asked.length === 2);
    expect(asked.map(({ token }) => token)).toEqual(['first-token', 'second-token']);
    answerAll();
    await until(() => store.getState().extensions.status === 'known');
    expect(store.getState().extensions).toEqual({ status: 'known', offered: { paging: '1' } });
    // The session's question is answered: a later one is asked anew, and answered from the store.
    await expect(store.dispatch(discoverExtensions())).resolves.toEqual({ paging: '1' });
    expect(asked).toHaveLength(2);
  });

  it('asks nothing at sign-out', async () => {
    const asked = countDiscoveries();
    const { store, signIn, signOut } = await storeWithToken();
    signIn('admin-token');
    await until(() => store.getState().extensions.status === 'known');
    signOut();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked.count).toBe(1);
  });
});
