import { waitFor } from '@testing-library/react';
import { createAppStore } from '../../store/store';
import { testEnvironment } from '../../test/environment';
import { serveEventStream } from '../../test/eventStream';
import { lines, recordRequests } from '../../test/msw';
import { startLiveUpdates } from './startLiveUpdates';

const session = { token: 'admin-token', userId: 1, offered: true };

describe('startLiveUpdates: the mode a session shows', () => {
  it('opens nothing where the console is built without live updates', async () => {
    const seen = recordRequests();
    const { store } = createAppStore(testEnvironment({ liveUpdates: false }));
    const stop = store.dispatch(startLiveUpdates(session));
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(lines(seen)).toEqual([]);
    expect(store.getState().live.mode).toBe('off');
  });

  it('is unavailable where the backend does not offer events, and off once stopped', () => {
    const seen = recordRequests();
    const { store } = createAppStore(testEnvironment({ liveUpdates: true }));
    const stop = store.dispatch(startLiveUpdates({ ...session, offered: false }));
    expect(store.getState().live.mode).toBe('unavailable');
    stop();
    expect(store.getState().live.mode).toBe('off');
    expect(lines(seen)).toEqual([]);
  });

  it('is live once the stream is open, and off once stopped', async () => {
    const connections = serveEventStream();
    const { store } = createAppStore(testEnvironment({ liveUpdates: true }));
    const stop = store.dispatch(startLiveUpdates(session));
    await waitFor(() => expect(store.getState().live.mode).toBe('live'));
    stop();
    expect(store.getState().live.mode).toBe('off');
    await waitFor(() => expect(connections[0]?.closed).toBe(true));
  });
});
