/**
 * The optional concurrency extension, through a real store with msw at the network boundary: the
 * version a record's GET answers goes back as If-Match on its writes; a backend without versions
 * gets none.
 */
import { http, HttpResponse } from 'msw';
import { createAppStore, whenRestored } from '../store/store';
import { testEnvironment } from '../test/environment';
import { ada } from '../test/fixtures/users';
import { API, offering, server } from '../test/msw';
import { signedIn } from '../store/session/sessionSlice';
import { api as regionsApi } from './generated/regions';
import { discoverExtensions } from './extensions';

/** A signed-in store, once discovery has answered (by default, record versions offered). */
async function signedInStore() {
  const { store, persistor } = createAppStore(testEnvironment());
  await whenRestored(persistor);
  store.dispatch(signedIn({ token: 'admin-token', user: ada }));
  await store.dispatch(discoverExtensions());
  return store;
}

/** What each write carried as If-Match ('none' when absent), in order. */
function writesSeen() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') seen.push(`${request.method} ${request.headers.get('If-Match') ?? 'none'}`);
  });
  return seen;
}

const region = { id: 3, name: 'North' };

function versionedBackend() {
  let version = 4;
  server.use(
    http.get(`${API}/regions/3`, () =>
      HttpResponse.json({ data: region }, { headers: { ETag: `"${version}"` } }),
    ),
    http.put(`${API}/regions/3`, ({ request }) => {
      if (request.headers.get('If-Match') !== `"${version}"`)
        return HttpResponse.json(
          { message: 'Changed', data: region },
          { status: 412, headers: { ETag: `"${version}"` } },
        );
      version += 1;
      return HttpResponse.json({ data: region }, { headers: { ETag: `"${version}"` } });
    }),
    http.delete(`${API}/regions/3`, () => HttpResponse.json({ message: 'Deleted' })),
  );
  return { bump: () => (version += 1) };
}

describe('record versions (If-Match)', () => {
  it('sends back the version the record was read at, then the one the save answered', async () => {
    versionedBackend();
    const seen = writesSeen();
    const store = await signedInStore();
    await store.dispatch(regionsApi.endpoints.getRegion.initiate({ id: 3, extended: true }));
    const first = await store.dispatch(
      regionsApi.endpoints.updateRegion.initiate({ id: 3, regionInput: { name: 'A' } }),
    );
    const second = await store.dispatch(
      regionsApi.endpoints.updateRegion.initiate({ id: 3, regionInput: { name: 'B' } }),
    );
    expect(first.error).toBeUndefined();
    expect(second.error).toBeUndefined();
    expect(seen).toEqual(['PUT "4"', 'PUT "5"']);
  });

  it('gets the backend’s 412 when the record changed since it was read', async () => {
    const backend = versionedBackend();
    const seen = writesSeen();
    const store = await signedInStore();
    await store.dispatch(regionsApi.endpoints.getRegion.initiate({ id: 3 }));
    backend.bump();
    const outcome = await store.dispatch(
      regionsApi.endpoints.updateRegion.initiate({ id: 3, regionInput: { name: 'A' } }),
    );
    expect(outcome.error).toMatchObject({ status: 412 });
    expect(seen).toEqual(['PUT "4"']);
  });

  it('sends the version with a delete, and none after it', async () => {
    versionedBackend();
    const seen = writesSeen();
    const store = await signedInStore();
    await store.dispatch(regionsApi.endpoints.getRegion.initiate({ id: 3 }));
    await store.dispatch(regionsApi.endpoints.deleteRegion.initiate({ id: 3 }));
    await store.dispatch(regionsApi.endpoints.deleteRegion.initiate({ id: 3 }));
    expect(seen).toEqual(['DELETE "4"', 'DELETE none']);
  });

  it('sends no If-Match to a backend that gives no versions', async () => {
    server.use(
      http.get(`${API}/regions/3`, () => HttpResponse.json({ data: region })),
      http.put(`${API}/regions/3`, () => HttpResponse.json({ data: region })),
    );
    const seen = writesSeen();
    const store = await signedInStore();
    await store.dispatch(regionsApi.endpoints.getRegion.initiate({ id: 3 }));
    await store.dispatch(regionsApi.endpoints.updateRegion.initiate({ id: 3, regionInput: { name: 'A' } }));
    expect(seen).toEqual(['PUT none']);
  });

  it('keeps the versions of one store to itself', async () => {
    versionedBackend();
    const seen = writesSeen();
    const reader = await signedInStore();
    const writer = await signedInStore();
    await reader.dispatch(regionsApi.endpoints.getRegion.initiate({ id: 3 }));
    await writer.dispatch(regionsApi.endpoints.updateRegion.initiate({ id: 3, regionInput: { name: 'A' } }));
    expect(seen).toEqual(['PUT none']);
  });

  it('sends no If-Match where discovery does not offer record versions, though the backend sends ETags', async () => {
    versionedBackend();
    server.use(offering('paging', 'history'));
    const seen = writesSeen();
    const store = await signedInStore();
    await store.dispatch(regionsApi.endpoints.getRegion.initiate({ id: 3 }));
    const outcome = await store.dispatch(
      regionsApi.endpoints.updateRegion.initiate({ id: 3, regionInput: { name: 'A' } }),
    );
    expect(seen).toEqual(['PUT none']);
    // The backend refuses a write without its version: the console never guessed it had them.
    expect(outcome.error).toMatchObject({ status: 412 });
  });
});
