import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '../../store/store';
import { testEnvironment } from '../../test/environment';
import { API, lines, recordRequests, server } from '../../test/msw';
import { api as businessesApi } from '../endpoints/businesses';
import { api as regionsApi } from '../generated/regions';
import { liveModeChanged } from './liveSlice';
import { refetchStaleOnReturn } from './refetchStaleOnReturn';

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

/**
 * A store showing the businesses list (subscribed) and having once loaded region 1 (not
 * shown), the focus rule on with a clock the test sets; the requests from then on.
 */
async function consoleAway() {
  server.use(
    http.get(`${API}/businesses`, () => HttpResponse.json({ data: [{ id: 1, name: 'One' }] })),
    http.get(`${API}/regions/1`, () => HttpResponse.json({ data: { id: 1, name: 'North' } })),
  );
  const { store } = createAppStore(testEnvironment());
  const loadedAt = Date.now();
  let time = loadedAt;
  stops.push(refetchStaleOnReturn({ dispatch: store.dispatch, getState: store.getState, now: () => time }));
  const list = store.dispatch(businessesApi.endpoints.getBusinesses.initiate({}));
  const region = store.dispatch(regionsApi.endpoints.getRegion.initiate({ id: 1 }));
  await Promise.all([list, region]);
  region.unsubscribe();
  // The subscriptions the rule reads reach the store after a short delay.
  await new Promise((resolve) => setTimeout(resolve, 600));
  const seen = recordRequests();
  const returnAfter = (ms: number, event: () => Event | void = () => new Event('focus')) => {
    time = loadedAt + ms;
    const happened = event();
    if (happened) window.dispatchEvent(happened);
  };
  return { store, seen, returnAfter };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('refetchStaleOnReturn: without a stream, what is shown is refetched when the admin comes back to it', () => {
  it('refetches what is shown, once, when it is older than 30 s; events within 1 s are one return', async () => {
    const { seen, returnAfter } = await consoleAway();
    returnAfter(30_000);
    await settled();
    expect(lines(seen)).toEqual([]);
    returnAfter(31_000);
    returnAfter(31_500, () => new Event('online'));
    await waitFor(() => expect(lines(seen)).toEqual(['GET /businesses']));
    // Back on the network more than 1 s later: what is shown is still as old as it was then.
    returnAfter(32_600, () => new Event('online'));
    await waitFor(() => expect(lines(seen)).toEqual(['GET /businesses', 'GET /businesses']));
  });

  it('a tab shown again counts as a return; a hidden one does not', async () => {
    const { seen, returnAfter } = await consoleAway();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    returnAfter(40_000, () => void document.dispatchEvent(new Event('visibilitychange')));
    await settled();
    expect(lines(seen)).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    returnAfter(40_100, () => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(lines(seen)).toEqual(['GET /businesses']));
  });

  it('refetches nothing while the stream is open, and nothing once stopped', async () => {
    const { store, seen, returnAfter } = await consoleAway();
    store.dispatch(liveModeChanged('live'));
    returnAfter(60_000);
    await settled();
    expect(lines(seen)).toEqual([]);
    store.dispatch(liveModeChanged('reconnecting'));
    stops.splice(0).forEach((stop) => stop());
    returnAfter(62_000);
    returnAfter(63_500, () => new Event('online'));
    returnAfter(65_000, () => void document.dispatchEvent(new Event('visibilitychange')));
    await settled();
    expect(lines(seen)).toEqual([]);
  });
});
