import type { ChangeEvent, RecordModel } from '../endpoints/events';
import type { LiveMode } from './liveSlice';
import { toBulkModel, toChangeEvent } from './changeEvent';
import type { Resume } from './oneConnectionPerBrowser';
import { readEventStream } from './readEventStream';

/** What the connection tells the tabs of this browser. */
export type LiveMessage =
  | { kind: 'change'; event: ChangeEvent; seq?: string }
  /** Many records of one kind created at once (an import): their lists are refetched. */
  | { kind: 'bulk'; model: RecordModel; seq?: string }
  /** Changes may have been missed: whatever is shown is refetched. */
  | { kind: 'reset'; seq?: string }
  | { kind: 'mode'; mode: LiveMode };

export type ConnectionOptions = {
  url: string;
  token: string;
  /** Where this browser's stream was (a tab taking the connection over from another). */
  resume?: Resume;
  publish: (message: LiveMessage) => void;
  /** A 401: the session is over. */
  onUnauthorized: () => void;
  /** Delay before reconnection attempt `attempt` (0-based). */
  backoffMs?: (attempt: number) => number;
  silenceMs?: number;
};

const BACKOFF_BASE_MS = 1_000;
const BACKOFF_CAP_MS = 30_000;
/** Two missed heartbeats (every 15 s) and then some: the connection is dead though nobody said so. */
const SILENCE_MS = 45_000;

/**
 * Exponential backoff with jitter, capped: after a deploy or a network blip, every open console
 * does not come back at the same moment. Half the delay is fixed, half random.
 */
export function backoffWithJitter(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}

/**
 * Holds the stream open: reconnects with backoff, resumes with `Last-Event-ID`, and reports a
 * reset when the server says it could not resume, or when a reconnect had no event id to resume
 * from (whatever happened while it was down is unknown). Stops for good on a 401 and on a backend
 * without the extension. Returns the function that closes it.
 */
export function openLiveConnection(options: ConnectionOptions): () => void {
  const { url, token, publish, onUnauthorized } = options;
  const backoffMs = options.backoffMs ?? ((attempt) => backoffWithJitter(attempt));
  const stopper = new AbortController();
  let lastEventId = options.resume?.lastEventId;
  let wasOpen = options.resume?.wasOpen ?? false;

  const run = async () => {
    publish({ kind: 'mode', mode: 'connecting' });
    for (let attempt = 0; !stopper.signal.aborted;) {
      const end = await readEventStream({
        url,
        token,
        lastEventId,
        signal: stopper.signal,
        silenceMs: options.silenceMs ?? SILENCE_MS,
        onOpen: () => {
          attempt = 0;
          publish({ kind: 'mode', mode: 'live' });
          if (wasOpen && lastEventId === undefined) publish({ kind: 'reset' });
          wasOpen = true;
        },
        onEvent: ({ id, event, data }) => {
          if (id !== undefined) lastEventId = id;
          if (event === 'reset') return publish({ kind: 'reset', seq: id });
          if (event === 'bulk') {
            const model = toBulkModel(data);
            return model ? publish({ kind: 'bulk', model, seq: id }) : undefined;
          }
          if (event !== 'change') return;
          const change = toChangeEvent(data);
          if (change) publish({ kind: 'change', event: change, seq: id });
        },
      });
      if (end === 'stopped' || stopper.signal.aborted) return;
      if (end === 'unauthorized') {
        publish({ kind: 'mode', mode: 'off' });
        return onUnauthorized();
      }
      if (end === 'unavailable') return publish({ kind: 'mode', mode: 'unavailable' });
      publish({ kind: 'mode', mode: 'reconnecting' });
      await sleep(backoffMs(attempt++), stopper.signal);
    }
  };
  void run();
  return () => stopper.abort();
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
