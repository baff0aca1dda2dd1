import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, server } from '../../test/msw';
import { api as dashboardApi } from '../endpoints/dashboard';
import { createAppStore } from '../../store/store';
import { testEnvironment } from '../../test/environment';
import { changeEvent, serveEventStream } from '../../test/eventStream';
import type { LockManagerLike } from './oneConnectionPerBrowser';
import { startLiveUpdates } from './startLiveUpdates';

/** Web Locks as a browser grants them: one holder per name, the others queued in order. */
function browserLocks(): LockManagerLike {
  let held = false;
  const queue: (() => void)[] = [];
  return {
    request: (_name, { signal }, hold) =>
      new Promise((resolve, reject) => {
        const run = () => {
          held = true;
          void hold().then((value) => {
            held = false;
            resolve(value);
            queue.shift()?.();
          });
        };
        if (!held) return run();
        queue.push(run);
        signal.addEventListener('abort', () => {
          queue.splice(queue.indexOf(run), 1);
          reject(new Error('AbortError'));
        });
      }),
  };
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A tab of the console in this browser, signed in with live updates. */
function openTab(locks: LockManagerLike | undefined) {
  const { store } = createAppStore(testEnvironment({ liveUpdates: true }));
  const stop = store.dispatch(startLiveUpdates({ token: 'admin-token', userId: 1, offered: true, locks }));
  stops.push(stop);
  return { store, stop };
}

describe('one stream per browser (Web Locks and BroadcastChannel)', () => {
  it('opens one stream for two tabs, and both hear its events', async () => {
    const connections = serveEventStream();
    const locks = browserLocks();
    const first = openTab(locks);
    const second = openTab(locks);
    await waitFor(() => expect(first.store.getState().live.mode).toBe('live'));
    await waitFor(() => expect(second.store.getState().live.mode).toBe('live'));

    connections[0]?.send(changeEvent(5, { model: 'BUSINESS', id: 7, action: 'UPDATE', actor: 2 }));

    for (const tab of [first, second])
      await waitFor(() => expect(tab.store.getState().live.changedByOthers).toEqual({ 'BUSINESS:7': 1 }));
    expect(connections).toHaveLength(1);
  });

  it('hands the stream to another tab when the leading tab closes, resuming after the last event', async () => {
    const connections = serveEventStream();
    const locks = browserLocks();
    const first = openTab(locks);
    const second = openTab(locks);
    await waitFor(() => expect(second.store.getState().live.mode).toBe('live'));
    connections[0]?.send(changeEvent(5, { model: 'BUSINESS', id: 7, action: 'UPDATE', actor: 2 }));
    await waitFor(() => expect(second.store.getState().live.changedByOthers).toEqual({ 'BUSINESS:7': 1 }));

    first.stop();

    await waitFor(() => expect(connections).toHaveLength(2));
    expect(connections[0]?.closed).toBe(true);
    expect(connections[1]?.lastEventId).toBe('5');
    await waitFor(() => expect(second.store.getState().live.mode).toBe('live'));
  });

  it('catches up on a hand-over with no event id to resume from: the new tab refetches what it shows', async () => {
    server.use(http.get(`${API}/dashboard`, () => HttpResponse.json({ data: { businessCount: 3 } })));
    const connections = serveEventStream();
    const locks = browserLocks();
    const first = openTab(locks);
    const second = openTab(locks);
    await second.store.dispatch(dashboardApi.endpoints.getDashboard.initiate());
    await waitFor(() => expect(second.store.getState().live.mode).toBe('live'));
    const seen = recordRequests();

    first.stop();

    await waitFor(() => expect(connections).toHaveLength(2));
    expect(connections[1]?.lastEventId).toBeNull();
    await waitFor(() => expect(lines(seen)).toEqual(['GET /events', 'GET /dashboard']));
  });

  it('a tab opened once the stream is live learns so from the leading tab', async () => {
    const connections = serveEventStream();
    const locks = browserLocks();
    const first = openTab(locks);
    await waitFor(() => expect(first.store.getState().live.mode).toBe('live'));
    const second = openTab(locks);
    await waitFor(() => expect(second.store.getState().live.mode).toBe('live'));
    expect(connections).toHaveLength(1);
  });

  it('a tab closed while it waits for the stream never opens one', async () => {
    const connections = serveEventStream();
    const locks = browserLocks();
    const first = openTab(locks);
    const second = openTab(locks);
    await waitFor(() => expect(second.store.getState().live.mode).toBe('live'));
    second.stop();
    first.stop();
    await waitFor(() => expect(connections[0]?.closed).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connections).toHaveLength(1);
    expect(second.store.getState().live.mode).toBe('off');
  });

  it('without Web Locks, each tab connects on its own', async () => {
    const connections = serveEventStream();
    const tabs = [openTab(undefined), openTab(undefined)];
    for (const tab of tabs) await waitFor(() => expect(tab.store.getState().live.mode).toBe('live'));
    expect(connections).toHaveLength(2);
  });
});
