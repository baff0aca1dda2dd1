import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createAppStore, type AppStore } from '../../store/store';
import { testEnvironment } from '../../test/environment';
import { changeEvent, resetEvent, serveEventStream } from '../../test/eventStream';
import { API, lines, recordRequests, server, type SeenRequest } from '../../test/msw';
import { baseApi } from '../baseApi';
import { api as businessesApi } from '../endpoints/businesses';
import { api as dashboardApi } from '../endpoints/dashboard';
import { api as logsApi } from '../endpoints/logs';
import { api as referralsApi } from '../endpoints/referrals';
import { api as regionsApi } from '../generated/regions';
import { api as usersApi } from '../endpoints/users';
import { startLiveUpdates } from './startLiveUpdates';

const ADMIN_ID = 1;

/** Answers every data call: lists hold one row with id 1, everything else is one record. */
function answerEverything() {
  server.use(
    http.get(`${API}/*`, ({ request }) => {
      const { pathname } = new URL(request.url);
      const isList = !/\/\d+$/.test(pathname) && !pathname.endsWith('/dashboard');
      return HttpResponse.json({ data: isList ? [{ id: 1, name: 'One' }] : { id: 1, name: 'One' } });
    }),
  );
}

/**
 * A signed-in console with live updates on, against a backend whose discovery offers the events
 * extension (or not): its store, and the function that stops them.
 */
function liveConsole(overrides: Parameters<typeof testEnvironment>[0] = {}, offered = true) {
  const { store } = createAppStore(testEnvironment({ liveUpdates: true, ...overrides }));
  const stop = store.dispatch(startLiveUpdates({ token: 'admin-token', userId: ADMIN_ID, offered }));
  return { store, stop };
}

/** What screens show: the businesses list and business 1, region 1, the referrals, the dashboard and the log. */
function showScreens(store: AppStore) {
  store.dispatch(businessesApi.endpoints.getBusinesses.initiate({}));
  store.dispatch(businessesApi.endpoints.getBusiness.initiate({ id: 1 }));
  store.dispatch(regionsApi.endpoints.getRegion.initiate({ id: 1, extended: true }));
  store.dispatch(referralsApi.endpoints.getReferrals.initiate({}));
  store.dispatch(referralsApi.endpoints.getReferral.initiate({ id: 1, extended: true }));
  store.dispatch(usersApi.endpoints.getUnverifiedUsers.initiate());
  store.dispatch(dashboardApi.endpoints.getDashboard.initiate());
  store.dispatch(logsApi.endpoints.getLogs.initiate({}));
}

/** Waits until no query is in flight and the batch window has passed. */
async function settle(store: AppStore) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  for (;;) {
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.all(running);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until the requests made are `expected` (a burst is handed over once its events are read,
 * however long that takes on a loaded machine), then until every query has settled, and checks
 * that no other request followed.
 */
async function expectAsked(store: AppStore, asked: () => string[], expected: string[]) {
  await waitFor(() => expect(asked()).toEqual(expected), { timeout: 10_000 });
  await settle(store);
  expect(asked()).toEqual(expected);
}

const dataRequests = (seen: SeenRequest[]) =>
  lines(seen)
    .filter((line) => line.startsWith('GET ') && line !== 'GET /events')
    .sort();

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A live console showing the screens, once the stream is open and the screens loaded. */
async function openLiveConsole() {
  answerEverything();
  const connections = serveEventStream();
  const { store, stop } = liveConsole();
  stops.push(stop);
  showScreens(store);
  await waitFor(() => expect(store.getState().live.mode).toBe('live'));
  await settle(store);
  return { store, connections, stream: connections[0] };
}

describe('live updates: change events refetch what is on screen, by the refetch rules', () => {
  it('opens one stream with the session token in x-auth-token, never in the URL', async () => {
    const seen = recordRequests();
    const { connections } = await openLiveConsole();
    expect(connections).toHaveLength(1);
    expect(connections[0]?.token).toBe('admin-token');
    expect(lines(seen).filter((line) => line.startsWith('GET /events'))).toEqual(['GET /events']);
  });

  it.each([
    [
      'a business renamed: the business, the businesses list, regions and referrals, the log',
      { model: 'BUSINESS', id: 1, action: 'UPDATE' } as const,
      [
        'GET /businesses',
        'GET /businesses/1',
        'GET /logs',
        'GET /referrals',
        'GET /referrals/1?extended=true',
        'GET /regions/1?extended=true',
      ],
    ],
    [
      'a business created elsewhere (its region unknown): the list, every region, the dashboard count',
      { model: 'BUSINESS', id: 9, action: 'CREATE' } as const,
      ['GET /businesses', 'GET /dashboard', 'GET /logs', 'GET /regions/1?extended=true'],
    ],
    [
      'a transaction (its referral unknown): every referral detail and the dashboard',
      { model: 'TRANSACTION', id: 4, action: 'CREATE' } as const,
      ['GET /dashboard', 'GET /logs', 'GET /referrals/1?extended=true'],
    ],
    [
      'a user invited (its business unknown): the invitations, every business, the dashboard',
      { model: 'USER', id: 5, action: 'CREATE' } as const,
      ['GET /businesses', 'GET /businesses/1', 'GET /dashboard', 'GET /logs', 'GET /unverified'],
    ],
    [
      'a category renamed: businesses show their categories by name',
      { model: 'CATEGORY', id: 3, action: 'UPDATE' } as const,
      ['GET /businesses', 'GET /businesses/1', 'GET /logs'],
    ],
  ])('%s', async (_name, event, expected) => {
    const { store, stream } = await openLiveConsole();
    const seen = recordRequests();
    stream?.send(changeEvent(1, { ...event, actor: 2 }));
    await expectAsked(store, () => dataRequests(seen), expected);
  });

  it('skips a heartbeat, an unknown model and a malformed event without refetching', async () => {
    const { store, stream } = await openLiveConsole();
    const seen = recordRequests();
    stream?.send(': ping\n\n');
    stream?.send('id: 2\nevent: change\ndata: {"model":"PLANET","id":1,"action":"UPDATE"}\n\n');
    stream?.send('id: 3\nevent: change\ndata: not json\n\n');
    await expectAsked(store, () => dataRequests(seen), []);
  });

  it('an import, sent as one bulk event, refetches the businesses list, every region and the dashboard once', async () => {
    const { store, stream } = await openLiveConsole();
    const seen = recordRequests();
    stream?.send(
      'id: 4\nevent: bulk\ndata: {"model":"BUSINESS","action":"IMPORT","count":10000,"actor":2,"at":"2026-11-27T10:00:00.000Z"}\n\n',
    );
    stream?.send('id: 5\nevent: bulk\ndata: {"model":"PLANET","action":"IMPORT","count":1}\n\n');
    await expectAsked(store, () => dataRequests(seen), [
      'GET /businesses',
      'GET /dashboard',
      'GET /logs',
      'GET /regions/1?extended=true',
    ]);
  });

  it('batches a burst of 1,000 changes into one refetch of each query shown', async () => {
    const { store, stream } = await openLiveConsole();
    const seen = recordRequests();
    const burst = Array.from({ length: 1000 }, (_, index) =>
      changeEvent(index + 1, { model: 'BUSINESS', id: index + 1, action: 'UPDATE', actor: 2 }),
    );
    stream?.send(burst.join(''));
    await expectAsked(store, () => dataRequests(seen), [
      'GET /businesses',
      'GET /businesses/1',
      'GET /logs',
      'GET /referrals',
      'GET /referrals/1?extended=true',
      'GET /regions/1?extended=true',
    ]);
  });

  it('refetches only the page of a paged list that is shown, not the pages seen before', async () => {
    server.use(
      http.get(`${API}/businesses`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          data: [{ id: page, name: `Page ${page}` }],
          meta: { total: 60, page, pageSize: 20, nextCursor: null },
        });
      }),
    );
    const connections = serveEventStream();
    const { store, stop } = liveConsole();
    stops.push(stop);
    const first = store.dispatch(businessesApi.endpoints.getBusinesses.initiate({ pageSize: 20, page: 1 }));
    await first;
    first.unsubscribe();
    await store.dispatch(businessesApi.endpoints.getBusinesses.initiate({ pageSize: 20, page: 2 }));
    await waitFor(() => expect(store.getState().live.mode).toBe('live'));
    await settle(store);

    const seen = recordRequests();
    connections[0]?.send(changeEvent(1, { model: 'BUSINESS', id: 1, action: 'UPDATE', actor: 2 }));
    await expectAsked(store, () => dataRequests(seen), ['GET /businesses?pageSize=20&page=2']);
  });

  it("counts another admin's change to a record for its edit form, but not the admin's own", async () => {
    const { store, stream } = await openLiveConsole();
    stream?.send(changeEvent(1, { model: 'BUSINESS', id: 7, action: 'UPDATE', actor: 2 }));
    stream?.send(changeEvent(2, { model: 'BUSINESS', id: 8, action: 'UPDATE', actor: ADMIN_ID }));
    await settle(store);
    expect(store.getState().live.changedByOthers).toEqual({ 'BUSINESS:7': 1 });
  });
});

describe('live updates: the connection', () => {
  it('reconnects after the stream drops, sending Last-Event-ID, and resumes without a full refetch', async () => {
    const { store, connections, stream } = await openLiveConsole();
    stream?.send(changeEvent(41, { model: 'REGION', id: 1, action: 'UPDATE', actor: 2 }));
    await settle(store);
    const seen = recordRequests();
    stream?.end();
    await waitFor(() => expect(connections).toHaveLength(2), { timeout: 3000 });
    expect(connections[1]?.lastEventId).toBe('41');
    await waitFor(() => expect(store.getState().live.mode).toBe('live'));
    await expectAsked(store, () => dataRequests(seen), []);
  });

  it('refetches everything shown when the server answers a resume with reset', async () => {
    const { store, stream } = await openLiveConsole();
    const seen = recordRequests();
    stream?.send(resetEvent(90));
    await expectAsked(store, () => dataRequests(seen), [
      'GET /businesses',
      'GET /businesses/1',
      'GET /dashboard',
      'GET /logs',
      'GET /referrals',
      'GET /referrals/1?extended=true',
      'GET /regions/1?extended=true',
      'GET /unverified',
    ]);
  });

  it('refetches everything shown after a reconnect that had no event id to resume from', async () => {
    const { store, connections, stream } = await openLiveConsole();
    const seen = recordRequests();
    stream?.end();
    await waitFor(() => expect(connections).toHaveLength(2), { timeout: 3000 });
    expect(connections[1]?.lastEventId).toBeNull();
    await settle(store);
    expect(dataRequests(seen)).toHaveLength(8);
  });

  it('closes the stream when stopped (sign-out) and does not reconnect', async () => {
    const { connections, stream } = await openLiveConsole();
    stops.splice(0).forEach((stop) => stop());
    await waitFor(() => expect(stream?.closed).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(connections).toHaveLength(1);
  });

  it('ends on a 401 without trying again, and hands the session to the 401 rule', async () => {
    const seen = recordRequests();
    server.use(
      http.get(`${API}/events`, () => HttpResponse.json({ message: 'Signed out' }, { status: 401 })),
    );
    const onUnauthorized = jest.fn();
    const { store, stop } = liveConsole({ onUnauthorized });
    stops.push(stop);
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(lines(seen)).toEqual(['GET /events']);
    expect(store.getState().live.mode).toBe('off');
  });
});

describe('live updates against a backend whose discovery does not offer events', () => {
  async function specOnlyConsole() {
    answerEverything();
    const seen = recordRequests();
    const { store, stop } = liveConsole({}, false);
    stops.push(stop);
    // Before the page's queries start, so their answers are younger than this.
    const loadedAt = Date.now();
    store.dispatch(businessesApi.endpoints.getBusinesses.initiate({}));
    store.dispatch(dashboardApi.endpoints.getDashboard.initiate());
    await waitFor(() => expect(store.getState().live.mode).toBe('unavailable'));
    await settle(store);
    // The subscriptions the focus rule reads reach the store after a short delay.
    await new Promise((resolve) => setTimeout(resolve, 600));
    return { store, seen, loadedAt };
  }

  afterEach(() => jest.restoreAllMocks());

  /** The admin comes back to the tab at this time. */
  const returnAt = (time: number) => {
    jest.spyOn(Date, 'now').mockReturnValue(time);
    window.dispatchEvent(new Event('focus'));
  };

  it('never asks for the stream, and polls nothing', async () => {
    const { store, seen } = await specOnlyConsole();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expectAsked(store, () => lines(seen).sort(), ['GET /businesses', 'GET /dashboard']);
  });

  it('asks once, and never again, when an offered stream refuses the session (404)', async () => {
    server.use(http.get(`${API}/events`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    const seen = recordRequests();
    const { store, stop } = liveConsole();
    stops.push(stop);
    await waitFor(() => expect(store.getState().live.mode).toBe('unavailable'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(lines(seen)).toEqual(['GET /events']);
  });

  it('refetches what the page shows once when the admin comes back after more than 30 s', async () => {
    const { store, seen, loadedAt } = await specOnlyConsole();
    seen.length = 0;
    returnAt(loadedAt + 31_000);
    window.dispatchEvent(new Event('online'));
    await expectAsked(store, () => lines(seen).sort(), ['GET /businesses', 'GET /dashboard']);

    // Back again soon after: what is shown was just fetched.
    seen.length = 0;
    returnAt(loadedAt + 33_000);
    await expectAsked(store, () => lines(seen), []);
  });

  it('refetches nothing when the admin comes back within 30 s', async () => {
    const { store, seen, loadedAt } = await specOnlyConsole();
    seen.length = 0;
    returnAt(loadedAt + 29_000);
    await expectAsked(store, () => lines(seen), []);
  });

  it('does not refetch on focus while the stream is open (what is shown is fresh)', async () => {
    const { store } = await openLiveConsole();
    await new Promise((resolve) => setTimeout(resolve, 600));
    const seen = recordRequests();
    returnAt(Date.now() + 31_000);
    await expectAsked(store, () => dataRequests(seen), []);
  });
});
