import { createEventStreamParser, type StreamEvent } from '../../lib/eventStreamParser';

/**
 * How one connection to `GET /events` ended:
 * - `unauthorized`: a 401 (the session is over; never retried);
 * - `unavailable`: the backend, though it offers the events extension, will not stream to this
 *   session (a 403, 404, or any answer that is not a `text/event-stream`): not asked again;
 * - `dropped`: the network failed, the server answered 5xx, or the stream ended or went silent.
 * - `stopped`: the console closed it (sign-out, or this tab stopped holding the connection).
 */
export type StreamEnd = 'unauthorized' | 'unavailable' | 'dropped' | 'stopped';

type StreamInput = {
  url: string;
  token: string;
  lastEventId: string | undefined;
  signal: AbortSignal;
  /** Without a byte (an event or the 15 s heartbeat) for this long the connection is taken for dead. */
  silenceMs: number;
  onOpen: () => void;
  onEvent: (event: StreamEvent) => void;
};

/**
 * One streaming `fetch` of the events extension. EventSource cannot send the session token in
 * `x-auth-token` (the token never goes into a URL), so the stream is read from fetch's body.
 */
export async function readEventStream(input: StreamInput): Promise<StreamEnd> {
  const { url, token, lastEventId, signal, silenceMs, onOpen, onEvent } = input;
  const local = new AbortController();
  const abort = () => local.abort();
  signal.addEventListener('abort', abort);
  let silence: ReturnType<typeof setTimeout> | undefined;
  let silent = false;
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(() => {
      silent = true;
      local.abort();
    }, silenceMs);
  };
  try {
    const headers: Record<string, string> = { Accept: 'text/event-stream', 'x-auth-token': token };
    if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
    heard();
    const response = await fetch(url, { headers, signal: local.signal, cache: 'no-store' });
    if (response.status === 401) return 'unauthorized';
    if (response.status >= 500 || response.status === 408 || response.status === 429) return 'dropped';
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
      // Not awaited: a body that never ends must not keep the answer from being read as no extension.
      response.body?.cancel().catch(() => undefined);
      return 'unavailable';
    }
    onOpen();
    heard();
    const feed = createEventStreamParser(onEvent);
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return signal.aborted ? 'stopped' : 'dropped';
      heard();
      feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    return signal.aborted && !silent ? 'stopped' : 'dropped';
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', abort);
    local.abort();
  }
}
