/**
 * Live updates against a backend whose discovery does not offer events, or whose stream refuses the
 * session: nothing is polled, and only coming back to the tab after 30 s refetches what is shown.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api as businessesApi } from '../endpoints/businesses';
import { api as dashboardApi } from '../endpoints/dashboard';
import {
  answerEverything,
  dataRequests,
  expectAsked,
  liveConsole,
  openLiveConsole,
  settle,
  stopLiveConsoles,
} from '../../test/liveConsole';
import { API, lines, recordRequests, server } from '../../test/msw';

afterEach(stopLiveConsoles);

describe('live updates against a backend whose discovery does not offer events', () => {
  async function specOnlyConsole() {
    answerEverything();
    const seen = recordRequests();
    const store = liveConsole({}, false);
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
    const store = liveConsole();
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
