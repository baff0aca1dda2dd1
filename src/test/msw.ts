import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const API = 'http://localhost/api/v1';

/**
 * The network boundary of every test: unknown requests fail the test. Sign-out's call to end the
 * session is answered by default, since every test that leaves through /logout makes it; tests
 * about sign-out itself answer it their own way.
 */
export const server = setupServer(
  http.post(`${API}/auth/logout`, () => HttpResponse.json({ message: 'Signed out.' })),
  // A session begins by asking which extensions the backend offers. By default: the reference
  // server's, less history, which every detail page would otherwise ask for; the history tests,
  // and those of a spec-only backend, answer it their own way (offering).
  offering('paging', 'record-versions', 'events', 'import'),
);

/** `GET /extensions` answered with these extensions (version 1 each); none is a well-formed empty list. */
export function offering(...names: string[]) {
  return http.get(`${API}/extensions`, () =>
    HttpResponse.json({ data: names.map((name) => ({ name, version: '1' })) }),
  );
}

export type SeenRequest = { method: string; path: string; search: string; body: unknown };

const pendingBodies = new WeakMap<SeenRequest[], Promise<void>[]>();

/**
 * Every request msw receives from now on, in sending order, but discovery's `GET /extensions`,
 * which a session asks once as it begins, at a moment of its own (countDiscoveries counts it).
 * Bodies are read in the background: `await sentBodies(seen)` before asserting on them.
 */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const pending: Promise<void>[] = [];
  pendingBodies.set(seen, pending);
  server.events.on('request:start', ({ request }) => {
    if (isDiscovery(request)) return;
    const url = new URL(request.url);
    const record: SeenRequest = {
      method: request.method,
      path: url.pathname.replace('/api/v1', ''),
      search: url.search,
      body: undefined,
    };
    seen.push(record);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => {
          record.body = text ? JSON.parse(text) : undefined;
        }),
    );
  });
  return seen;
}

/** The JSON bodies of the recorded requests, once all have been read. */
export async function sentBodies(seen: SeenRequest[]): Promise<unknown[]> {
  await Promise.all(pendingBodies.get(seen) ?? []);
  return seen.map((request) => request.body);
}

/** `GET /regions` style lines, for asserting which requests were made. */
export const lines = (seen: SeenRequest[]) => seen.map((r) => `${r.method} ${r.path}${r.search}`);

const isDiscovery = (request: Request) =>
  request.method === 'GET' && new URL(request.url).pathname === '/api/v1/extensions';

/** How many times discovery is asked from now on (`count`). */
export function countDiscoveries(): { count: number } {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (isDiscovery(request)) counter.count += 1;
  });
  return counter;
}

/**
 * `lines`, less the requests of the optional history extension, which every detail page sends
 * once its record has loaded (at a moment of its own): for asserting the spec's requests exactly.
 */
export const specLines = (seen: SeenRequest[]) =>
  lines(seen).filter((line) => !line.startsWith('GET /history?'));
