/**
 * A small reader of the events stream over `fetch` (as the console reads it: the token in the
 * x-auth-token header, which EventSource cannot send), for the tests and the bench.
 */

export type Frame = { id?: string; event?: string; data?: string; comment?: string; retry?: string };

export type StreamReader = {
  response: Response;
  /** Every frame so far, in order. */
  frames: Frame[];
  /** Whether the server has ended the stream. */
  ended(): boolean;
  /** Resolves with the first frame (from `from` on) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number, from?: number): Promise<Frame>;
  close(): void;
};

function parseFrame(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'retry') frame.retry = value;
    else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
  }
  return frame;
}

export async function openEventStream(
  baseUrl: string,
  token: string | undefined,
  headers: Record<string, string> = {},
): Promise<StreamReader> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: { ...(token === undefined ? {} : { 'x-auth-token': token }), ...headers },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  if (response.body && (response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            frames.push(parseFrame(buffer.slice(0, end)));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
          notify();
        }
      } catch {
        // Aborted by close(), or the connection dropped: either way the stream is over.
      }
      ended = true;
      notify();
    })();
  } else {
    ended = true;
  }

  return {
    response,
    frames,
    ended: () => ended,
    next(match, timeoutMs = 5000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (ended) {
            cleanup();
            reject(new Error('the stream ended first'));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no such frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
