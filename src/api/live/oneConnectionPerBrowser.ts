import type { LiveMessage } from './liveConnection';

const LOCK_NAME = 'referral-console-live-events';
const CHANNEL_NAME = 'referral-console-live-events';

/** The parts of navigator.locks used here (a test gives its own). */
export type LockManagerLike = {
  request: (name: string, options: { signal: AbortSignal }, hold: () => Promise<void>) => Promise<unknown>;
};

type ChannelMessage = LiveMessage | { kind: 'hello' };

/** Where the browser's stream was when this tab takes it over. */
export type Resume = {
  /** The last event id heard. */
  lastEventId?: string;
  /** The stream had been open: whatever happened since it closed must be caught up on. */
  wasOpen: boolean;
};

type Sharing = {
  /** Opens the connection in this tab, resuming where this browser's stream was. */
  open: (publish: (message: LiveMessage) => void, resume: Resume) => () => void;
  /** What this tab does with a message, whichever tab's connection it came through. */
  receive: (message: LiveMessage) => void;
  locks?: LockManagerLike;
  createChannel?: (name: string) => BroadcastChannel;
};

function browserLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
}

function browserChannel(name: string): BroadcastChannel {
  return new BroadcastChannel(name);
}

/**
 * One stream per browser, not per tab: the tab holding a Web Lock is the leader and opens the
 * connection; it passes every message to the other tabs over a BroadcastChannel. When it closes,
 * the lock passes to another tab, which connects and resumes after the last event it heard.
 * Without Web Locks or BroadcastChannel, each tab connects on its own (correct, one stream more).
 * Returns the function that stops this tab's part (and its connection, if it held it).
 */
export function oneConnectionPerBrowser({
  open,
  receive,
  locks = browserLocks(),
  createChannel = typeof BroadcastChannel === 'undefined' ? undefined : browserChannel,
}: Sharing): () => void {
  if (!locks || !createChannel) return open(receive, { wasOpen: false });

  const channel = createChannel(CHANNEL_NAME);
  const stopping = new AbortController();
  let leading = false;
  let lastSeq: string | undefined;
  let lastMode: LiveMessage | undefined;
  let wasOpen = false;
  let release: (() => void) | undefined;

  const heard = (message: LiveMessage) => {
    if (message.kind !== 'mode' && message.seq !== undefined) lastSeq = message.seq;
    if (message.kind === 'mode') lastMode = message;
    if (message.kind === 'mode' && message.mode === 'live') wasOpen = true;
    receive(message);
  };

  channel.onmessage = ({ data }: MessageEvent<ChannelMessage>) => {
    if (data.kind === 'hello') {
      // A tab just opened: the leader tells it where the stream stands.
      if (leading && lastMode) channel.postMessage(lastMode);
      return;
    }
    if (!leading) heard(data);
  };

  locks
    .request(LOCK_NAME, { signal: stopping.signal }, () => {
      if (stopping.signal.aborted) return Promise.resolve();
      leading = true;
      const close = open(
        (message) => {
          heard(message);
          channel.postMessage(message);
        },
        { lastEventId: lastSeq, wasOpen },
      );
      return new Promise<void>((resolve) => {
        release = () => {
          close();
          resolve();
        };
      });
    })
    // Stopped before the lock came (AbortError): nothing was opened.
    .catch(() => undefined);
  channel.postMessage({ kind: 'hello' } satisfies ChannelMessage);

  return () => {
    stopping.abort();
    release?.();
    channel.close();
  };
}
