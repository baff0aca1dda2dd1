import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { changeEvent, resetEvent, serveEventStream } from '../../test/eventStream';
import { API, lines, recordRequests, server } from '../../test/msw';
import {
  backoffWithJitter,
  openLiveConnection,
  type ConnectionOptions,
  type LiveMessage,
} from './liveConnection';

describe('backoffWithJitter', () => {
  it('waits between half and all of 1 s, 2 s, 4 s … before each reconnect', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffWithJitter(attempt, () => 0))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect([0, 1, 2, 3].map((attempt) => backoffWithJitter(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(backoffWithJitter(2, () => 0.5)).toBe(3000);
  });

  it('never waits more than 30 s, however many attempts failed', () => {
    expect(backoffWithJitter(5, () => 1)).toBe(30_000);
    expect(backoffWithJitter(40, () => 1)).toBe(30_000);
    expect(backoffWithJitter(40, () => 0)).toBe(15_000);
  });
});

describe('openLiveConnection: what it tells the tabs', () => {
  const URL_ = `${API}/events`;
  const closers: (() => void)[] = [];
  afterEach(() => closers.splice(0).forEach((close) => close()));

  /** Opens a connection with no wait between attempts; what it publishes, and its 401s. */
  function open(options: Partial<ConnectionOptions> = {}) {
    const published: LiveMessage[] = [];
    const onUnauthorized = jest.fn();
    const attempts: number[] = [];
    closers.push(
      openLiveConnection({
        url: URL_,
        token: 'admin-token',
        publish: (message) => published.push(message),
        onUnauthorized,
        backoffMs: (attempt) => {
          attempts.push(attempt);
          return 0;
        },
        ...options,
      }),
    );
    const modes = () => published.flatMap((message) => (message.kind === 'mode' ? [message.mode] : []));
    const others = () => published.filter((message) => message.kind !== 'mode');
    return { published, modes, others, onUnauthorized, attempts };
  }

  const answer = (respond: () => Response | Promise<Response>) => server.use(http.get(URL_, respond));

  it('ends on a 401, mode off, and hands the session to the 401 rule without trying again', async () => {
    const seen = recordRequests();
    answer(() => HttpResponse.json({ message: 'Signed out' }, { status: 401 }));
    const { modes, onUnauthorized } = open();
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    expect(modes()).toEqual(['connecting', 'off']);
    expect(lines(seen)).toEqual(['GET /events']);
  });

  it.each([
    ['a 404', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })],
    ['a 403', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })],
    ['an answer that is not an event stream', () => HttpResponse.json({ data: [] })],
    [
      'an event stream without a body',
      () => new HttpResponse(null, { headers: { 'content-type': 'text/event-stream' } }),
    ],
  ])(
    'takes %s for a backend that will not stream: unavailable, never asked again',
    async (_name, respond) => {
      const seen = recordRequests();
      answer(respond);
      const { modes, onUnauthorized } = open();
      await waitFor(() => expect(modes()).toEqual(['connecting', 'unavailable']));
      expect(lines(seen)).toEqual(['GET /events']);
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it.each([500, 503, 408, 429])(
    'reconnects after a %s, the wait growing with each failed attempt',
    async (status) => {
      let calls = 0;
      answer(() => {
        calls += 1;
        return HttpResponse.json({ message: 'Try later' }, { status });
      });
      const { modes, attempts } = open();
      await waitFor(() => expect(calls).toBeGreaterThanOrEqual(3));
      expect(modes().slice(0, 3)).toEqual(['connecting', 'reconnecting', 'reconnecting']);
      expect(attempts.slice(0, 2)).toEqual([0, 1]);
    },
  );

  it('sends the token and asks for an event stream; a taken-over stream resumes from its last event id', async () => {
    const connections = serveEventStream();
    const { modes, others } = open({ resume: { lastEventId: '17', wasOpen: true } });
    await waitFor(() => expect(modes()).toEqual(['connecting', 'live']));
    expect(connections.map(({ token, lastEventId }) => ({ token, lastEventId }))).toEqual([
      { token: 'admin-token', lastEventId: '17' },
    ]);
    expect(others()).toEqual([]);
  });

  it('a taken-over stream with no event id to resume from reports a reset as it opens', async () => {
    serveEventStream();
    const { published } = open({ resume: { wasOpen: true } });
    await waitFor(() => expect(published).toContainEqual({ kind: 'mode', mode: 'live' }));
    expect(published).toEqual([
      { kind: 'mode', mode: 'connecting' },
      { kind: 'mode', mode: 'live' },
      { kind: 'reset' },
    ]);
  });

  it('passes on change, bulk and reset events with their ids, and skips what it cannot read', async () => {
    const connections = serveEventStream();
    const { modes, others } = open();
    await waitFor(() => expect(modes()).toEqual(['connecting', 'live']));
    const stream = connections[0];
    stream?.send(changeEvent(1, { model: 'REGION', id: 3, action: 'UPDATE', actor: 2 }));
    stream?.send('id: 2\nevent: bulk\ndata: {"model":"BUSINESS","action":"IMPORT","count":3}\n\n');
    stream?.send('id: 3\nevent: bulk\ndata: {"model":"PLANET","action":"IMPORT","count":3}\n\n');
    stream?.send('id: 4\nevent: message\ndata: {"model":"REGION","id":3,"action":"UPDATE"}\n\n');
    stream?.send('id: 5\nevent: change\ndata: {"model":"REGION","id":"3","action":"UPDATE"}\n\n');
    stream?.send(resetEvent(6));
    stream?.send('event: change\ndata: {"model":"USER","id":4,"action":"DELETE"}\n\n');
    await waitFor(() => expect(others()).toHaveLength(4));
    expect(others()).toEqual([
      {
        kind: 'change',
        event: { model: 'REGION', id: 3, action: 'UPDATE', actor: 2, at: '2026-11-26T03:00:00.000Z' },
        seq: '1',
      },
      { kind: 'bulk', model: 'BUSINESS', seq: '2' },
      { kind: 'reset', seq: '6' },
      {
        kind: 'change',
        event: { model: 'USER', id: 4, action: 'DELETE', actor: null, at: '' },
        seq: undefined,
      },
    ]);
  });

  it('reconnects after the stream ends, resuming after the last event id heard, without a reset', async () => {
    const connections = serveEventStream();
    const { modes, others, attempts } = open();
    await waitFor(() => expect(modes()).toEqual(['connecting', 'live']));
    connections[0]?.send(changeEvent(8, { model: 'REGION', id: 3, action: 'UPDATE', actor: 2 }));
    await waitFor(() => expect(others()).toHaveLength(1));
    connections[0]?.end();
    await waitFor(() => expect(modes()).toEqual(['connecting', 'live', 'reconnecting', 'live']));
    expect(connections.map(({ lastEventId }) => lastEventId)).toEqual([null, '8']);
    expect(others()).toHaveLength(1);
    // An open stream starts the count of failed attempts again.
    connections[1]?.end();
    await waitFor(() => expect(connections).toHaveLength(3));
    expect(attempts).toEqual([0, 0]);
  });

  it('gives up on a server that stays silent, and connects again', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      // The first answer never comes; the second is a stream.
      return calls === 1
        ? new Promise<Response>(() => undefined)
        : new HttpResponse(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } });
    });
    const { modes } = open({ silenceMs: 200 });
    await waitFor(() => expect(modes()).toEqual(['connecting', 'reconnecting', 'live']));
    expect(calls).toBe(2);
  });

  it('closes the stream when closed, and neither reconnects nor says more', async () => {
    const connections = serveEventStream();
    const { modes } = open();
    await waitFor(() => expect(modes()).toEqual(['connecting', 'live']));
    closers.splice(0).forEach((close) => close());
    await waitFor(() => expect(connections[0]?.closed).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connections).toHaveLength(1);
    expect(modes()).toEqual(['connecting', 'live']);
  });
});
