import { delay, http, HttpResponse } from 'msw';
import { createAppStore } from '../store/store';
import { testEnvironment } from '../test/environment';
import { API, lines, recordRequests, server } from '../test/msw';
import { api as regionsApi } from './generated/regions';
import { api as authApi } from './endpoints/auth';
import { appBaseQuery } from './baseQuery';
import { defaultEnvironment, type ApiEnvironment } from './environment';

function setup(overrides: Partial<ApiEnvironment> = {}) {
  const onUnauthorized = jest.fn();
  const { store } = createAppStore(testEnvironment({ onUnauthorized, ...overrides }));
  return { store, onUnauthorized, seen: recordRequests() };
}

/** Every object and array inside `value`, itself included. */
function objectsIn(value: unknown): object[] {
  if (typeof value !== 'object' || value === null) return [];
  return [value, ...Object.values(value).flatMap(objectsIn)];
}

/** The base query called as RTK Query calls it, to see what it hands over. */
async function callDirectly(url: string, overrides: Partial<ApiEnvironment> = {}) {
  const environment = testEnvironment(overrides);
  const { store } = createAppStore(environment);
  const controller = new AbortController();
  return appBaseQuery(
    url,
    {
      signal: controller.signal,
      abort: () => controller.abort(),
      dispatch: store.dispatch,
      getState: store.getState,
      extra: environment,
      endpoint: 'getLogs',
      type: 'query',
    },
    {},
  );
}

describe('base query', () => {
  it('calls /api/v1 on the page origin with JSON', async () => {
    let contentType: string | null = null;
    server.use(
      http.post(`${API}/regions`, ({ request }) => {
        contentType = request.headers.get('content-type');
        return HttpResponse.json({ data: { id: 3, name: 'West' } }, { status: 201 });
      }),
    );
    const { store, seen } = setup();
    const result = await store.dispatch(
      regionsApi.endpoints.createRegion.initiate({ regionInput: { name: 'West' } }),
    );
    expect(result.data).toEqual({ data: { id: 3, name: 'West' } });
    expect(lines(seen)).toEqual(['POST /regions']);
    expect(contentType).toBe('application/json');
  });

  it('gives up after the timeout with a TIMEOUT_ERROR', async () => {
    server.use(
      http.get(`${API}/regions`, async () => {
        await delay(500);
        return HttpResponse.json({ data: [] });
      }),
    );
    const { store } = setup({ timeoutMs: 50, maxRetries: 0 });
    const result = await store.dispatch(regionsApi.endpoints.getRegions.initiate());
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });

  it('sends the browser to /logout on a 401 from any call', async () => {
    server.use(
      http.get(`${API}/regions`, () => HttpResponse.json({ message: 'Session expired' }, { status: 401 })),
    );
    const { store, onUnauthorized, seen } = setup();
    const result = await store.dispatch(regionsApi.endpoints.getRegions.initiate());
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
  });

  it('leaves a 401 from the sign-in call to the login screen', async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ message: 'Wrong email or password' }, { status: 401 }),
      ),
    );
    const { store, onUnauthorized } = setup();
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ loginRequest: { email: 'a@b.co', password: 'x' } }),
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(result.error).toEqual({ status: 401, data: { message: 'Wrong email or password' } });
  });

  it('rejects 4xx answers to the caller with the response data, without retrying', async () => {
    const body = { message: 'Invalid region', data: [{ key: 'name', message: 'Name is required' }] };
    server.use(http.get(`${API}/regions/7`, () => HttpResponse.json(body, { status: 404 })));
    const { store, seen } = setup();
    const result = await store.dispatch(regionsApi.endpoints.getRegion.initiate({ id: 7 }));
    expect(result.error).toEqual({ status: 404, data: body });
    expect(seen).toHaveLength(1);
  });

  it('retries a query 3 times on 5xx, then rejects with the last answer', async () => {
    server.use(http.get(`${API}/regions`, () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    const { store, seen } = setup();
    const result = await store.dispatch(regionsApi.endpoints.getRegions.initiate());
    expect(lines(seen)).toEqual(['GET /regions', 'GET /regions', 'GET /regions', 'GET /regions']);
    expect(result.error).toEqual({ status: 503, data: { message: 'Down' } });
  });

  it('retries a query on network errors and succeeds when the server comes back', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/regions`, () => {
        calls += 1;
        return calls < 3 ? HttpResponse.error() : HttpResponse.json({ data: [{ id: 1, name: 'North' }] });
      }),
    );
    const { store, seen } = setup();
    const result = await store.dispatch(regionsApi.endpoints.getRegions.initiate());
    expect(seen).toHaveLength(3);
    expect(result.data).toEqual({ data: [{ id: 1, name: 'North' }] });
  });

  it('passes network errors through unchanged once retries are spent', async () => {
    server.use(http.get(`${API}/regions`, () => HttpResponse.error()));
    const { store, seen } = setup();
    const result = await store.dispatch(regionsApi.endpoints.getRegions.initiate());
    expect(seen).toHaveLength(4);
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('never retries a mutation', async () => {
    server.use(http.post(`${API}/regions`, () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
    const { store, seen } = setup();
    const result = await store.dispatch(
      regionsApi.endpoints.createRegion.initiate({ regionInput: { name: 'X' } }),
    );
    expect(seen).toHaveLength(1);
    expect(result.error).toEqual({ status: 500, data: { message: 'Down' } });
  });

  it('hands answers over deep-frozen, as the cache keeps them', async () => {
    server.use(
      http.get(`${API}/logs`, () =>
        HttpResponse.json({ data: [{ id: 1, user: { id: 2, firstName: 'Ada' } }] }),
      ),
    );
    const result = await callDirectly('/logs');
    expect(result.data).toEqual({ data: [{ id: 1, user: { id: 2, firstName: 'Ada' } }] });
    const objects = objectsIn(result.data);
    expect(objects).toHaveLength(4);
    expect(objects.filter((object) => !Object.isFrozen(object))).toEqual([]);
  });

  it('reads each answer once: the copy kept with it has no body', async () => {
    server.use(http.get(`${API}/logs`, () => HttpResponse.json({ data: [] })));
    const result = await callDirectly('/logs');
    expect(result.data).toEqual({ data: [] });
    expect(result.meta?.response?.status).toBe(200);
    expect(result.meta?.response?.body).toBeNull();
  });

  it('still reports an answer that is not JSON as a parsing error with its status', async () => {
    server.use(http.get(`${API}/logs`, () => new HttpResponse('<html>proxy error</html>', { status: 502 })));
    const result = await callDirectly('/logs', { maxRetries: 0 });
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 502 });
  });

  it('defaults to the page origin, a 10 s timeout and 3 retries, each waiting longer', () => {
    const { baseUrl, retryDelayMs, timeoutMs, maxRetries } = defaultEnvironment(() => undefined);
    expect(baseUrl).toBe('http://localhost/api/v1');
    expect([retryDelayMs(1), retryDelayMs(2), retryDelayMs(3)]).toEqual([500, 1000, 2000]);
    expect(timeoutMs).toBe(10_000);
    expect(maxRetries).toBe(3);
  });
});
