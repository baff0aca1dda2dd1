/**
 * A store with live updates on, for the live-update suites (src/api/live/liveUpdates*.test.ts):
 * the screens it shows, an event stream to send changes down, and waits for the refetches a change
 * causes to settle.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../api/baseApi';
import { api as businessesApi } from '../api/endpoints/businesses';
import { api as dashboardApi } from '../api/endpoints/dashboard';
import { api as logsApi } from '../api/endpoints/logs';
import { api as referralsApi } from '../api/endpoints/referrals';
import { api as usersApi } from '../api/endpoints/users';
import { api as regionsApi } from '../api/generated/regions';
import { startLiveUpdates } from '../api/live/startLiveUpdates';
import { createAppStore, type AppStore } from '../store/store';
import { testEnvironment } from './environment';
import { serveEventStream } from './eventStream';
import { API, lines, server, type SeenRequest } from './msw';

/** The signed-in admin: a change this admin made is not another admin's. */
export const ADMIN_ID = 1;

/** Answers every data call: lists hold one row with id 1, everything else is one record. */
export function answerEverything() {
  server.use(
    http.get(`${API}/*`, ({ request }) => {
      const { pathname } = new URL(request.url);
      const isList = !/\/\d+$/.test(pathname) && !pathname.endsWith('/dashboard');
      return HttpResponse.json({ data: isList ? [{ id: 1, name: 'One' }] : { id: 1, name: 'One' } });
    }),
  );
}

const stops: (() => void)[] = [];

/** Stops every live console started since the last call: a suite calls it after each test. */
export function stopLiveConsoles() {
  stops.splice(0).forEach((stop) => stop());
}

/**
 * A signed-in console with live updates on, against a backend whose discovery offers the events
 * extension (or not): its store. `stopLiveConsoles` stops it.
 */
export function liveConsole(overrides: Parameters<typeof testEnvironment>[0] = {}, offered = true) {
  const { store } = createAppStore(testEnvironment({ liveUpdates: true, ...overrides }));
  stops.push(store.dispatch(startLiveUpdates({ token: 'admin-token', userId: ADMIN_ID, offered })));
  return store;
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
export async function settle(store: AppStore) {
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
export async function expectAsked(store: AppStore, asked: () => string[], expected: string[]) {
  await waitFor(() => expect(asked()).toEqual(expected), { timeout: 10_000 });
  await settle(store);
  expect(asked()).toEqual(expected);
}

/** The data requests seen, sorted: every GET but the event stream's. */
export const dataRequests = (seen: SeenRequest[]) =>
  lines(seen)
    .filter((line) => line.startsWith('GET ') && line !== 'GET /events')
    .sort();

/** A live console showing the screens, once the stream is open and the screens loaded. */
export async function openLiveConsole() {
  answerEverything();
  const connections = serveEventStream();
  const store = liveConsole();
  showScreens(store);
  await waitFor(() => expect(store.getState().live.mode).toBe('live'));
  await settle(store);
  return { store, connections, stream: connections[0] };
}

