/**
 * Live updates: the stream's connection (reconnecting, resuming, ending). What a change refetches
 * is in liveUpdates.test.ts; a backend without events in liveUpdatesWithoutEvents.test.ts.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { changeEvent, resetEvent } from '../../test/eventStream';
import {
  dataRequests,
  expectAsked,
  liveConsole,
  openLiveConsole,
  settle,
  stopLiveConsoles,
} from '../../test/liveConsole';
import { API, lines, recordRequests, server } from '../../test/msw';

afterEach(stopLiveConsoles);

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
    stopLiveConsoles();
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
    const store = liveConsole({ onUnauthorized });
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(lines(seen)).toEqual(['GET /events']);
    expect(store.getState().live.mode).toBe('off');
  });
});
