/**
 * Discovery of the optional extensions, through a real store with msw at the network boundary:
 * asked once when a session begins, a well-formed list read as it is, anything else read as a
 * backend that keeps the specification's promises only.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { signedIn } from '../store/session/sessionSlice';
import { signOut } from '../store/session/sessionThunks';
import { createAppStore, whenRestored } from '../store/store';
import { testEnvironment } from '../test/environment';
import { ada } from '../test/fixtures/users';
import { API, countDiscoveries, server } from '../test/msw';
import { storeSession } from '../test/session';
import type { ApiEnvironment } from './environment';
import { discoverExtensions } from './extensions';
import { selectExtension } from './offeredExtensions';

/** A store signed in just now, and what its discovery found. */
async function discovered(overrides: Partial<ApiEnvironment> = {}) {
  const { store, persistor } = createAppStore(testEnvironment(overrides));
  await whenRestored(persistor);
  store.dispatch(signedIn({ token: 'admin-token', user: ada }));
  const offered = await store.dispatch(discoverExtensions());
  return { store, offered };
}

const answering = (respond: () => Response | Promise<Response>) =>
  server.use(http.get(`${API}/extensions`, respond));

describe('discovery of the extensions', () => {
  it('reads a well-formed list: each known extension with its version, unknown names left out', async () => {
    answering(() =>
      HttpResponse.json({
        data: [
          { name: 'paging', version: '1' },
          { name: 'history', version: '2' },
          { name: 'telepathy', version: '9' },
        ],
      }),
    );
    const { store, offered } = await discovered();
    expect(offered).toEqual({ paging: '1', history: '2' });
    expect(store.getState().extensions).toEqual({ status: 'known', offered: { paging: '1', history: '2' } });
    expect(selectExtension(store.getState(), 'history')).toBe(true);
    expect(selectExtension(store.getState(), 'import')).toBe(false);
  });

  it('asks once when a session is signed in, however many wait for the answer', async () => {
    const asked = countDiscoveries();
    const { store, persistor } = createAppStore(testEnvironment());
    await whenRestored(persistor);
    store.dispatch(signedIn({ token: 'admin-token', user: ada }));
    await Promise.all([store.dispatch(discoverExtensions()), store.dispatch(discoverExtensions())]);
    await store.dispatch(discoverExtensions());
    expect(asked.count).toBe(1);
    expect(selectExtension(store.getState(), 'import')).toBe(true);
  });

  it('asks when a kept session is restored, and not before there is a session', async () => {
    const asked = countDiscoveries();
    const anonymous = createAppStore(testEnvironment());
    await whenRestored(anonymous.persistor);
    storeSession();
    const { store, persistor } = createAppStore(testEnvironment());
    await whenRestored(persistor);
    await waitFor(() => expect(store.getState().extensions.status).toBe('known'));
    expect(anonymous.store.getState().extensions.status).toBe('unknown');
    expect(asked.count).toBe(1);
  });

  it('is unknown until it answers: no extension is taken as offered or absent meanwhile', async () => {
    let answer: () => void = () => undefined;
    answering(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(HttpResponse.json({ data: [{ name: 'history', version: '1' }] }));
        }),
    );
    const { store, persistor } = createAppStore(testEnvironment());
    await whenRestored(persistor);
    store.dispatch(signedIn({ token: 'admin-token', user: ada }));
    const pending = store.dispatch(discoverExtensions());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectExtension(store.getState(), 'history')).toBeUndefined();
    answer();
    await pending;
    expect(selectExtension(store.getState(), 'history')).toBe(true);
  });

  it('forgets the answer at sign-out', async () => {
    const { store } = await discovered();
    await store.dispatch(signOut());
    expect(store.getState().extensions.status).toBe('unknown');
  });
});

describe('discovery falls back to the specification only', () => {
  const html = (status: number) => () =>
    new HttpResponse('<!DOCTYPE html><html><body><h1>Not Found</h1></body></html>', {
      status,
      headers: { 'Content-Type': 'text/html' },
    });
  const json = (status: number, body: JsonBodyType) => () => HttpResponse.json(body, { status });

  it.each([
    ['a 404', json(404, { message: 'Not found' })],
    ['a 405', json(405, { message: 'Method Not Allowed' })],
    ['a 400 (an id that is not a number)', json(400, [{ key: 'id', message: 'Must be a number' }])],
    ['a 501', json(501, { message: 'Not Implemented' })],
    ['a proxy’s HTML 404 page', html(404)],
    ['an HTML page answered 200', html(200)],
    ['a 200 that is no list', json(200, { data: { paging: true } })],
    ['a list of the wrong shape', json(200, { data: [{ name: 'paging' }] })],
    ['a 401 (which does not end the session)', json(401, { message: 'Please sign in' })],
    ['a network error', () => HttpResponse.error()],
  ])('on %s', async (_case, respond) => {
    answering(respond);
    const unauthorized = jest.fn();
    const { store, offered } = await discovered({ onUnauthorized: unauthorized });
    expect(offered).toEqual({});
    expect(store.getState().extensions).toEqual({ status: 'known', offered: {} });
    expect(selectExtension(store.getState(), 'paging')).toBe(false);
    expect(unauthorized).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBe('admin-token');
  });

  it('on a timeout', async () => {
    answering(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    const { offered } = await discovered({ timeoutMs: 100 });
    expect(offered).toEqual({});
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
