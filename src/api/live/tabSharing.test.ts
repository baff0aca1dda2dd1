/**
 * oneConnectionPerBrowser between tabs, with the lock and the channel held by the test: what the
 * tab that takes the stream over resumes from, what a leading tab tells a new one, and what a tab
 * that does not lead passes on. (oneConnectionPerBrowser.test.ts has the same through the store.)
 */
import type { LiveMessage } from './liveConnection';
import { oneConnectionPerBrowser, type LockManagerLike, type Resume } from './oneConnectionPerBrowser';

/** A lock granted when the test says so, its holder free to ignore an abort. */
function heldLock() {
  const waiting: Array<() => Promise<void>> = [];
  const locks: LockManagerLike = {
    request: (_name, _options, hold) => {
      waiting.push(hold);
      return Promise.resolve();
    },
  };
  return { locks, grant: () => waiting.shift()?.() };
}

const channels: BroadcastChannel[] = [];
afterEach(() => channels.splice(0).forEach((channel) => channel.close()));
let named = 0;

/**
 * A channel of its own for each test, and the other end the test posts on and reads from (the
 * other tabs of the browser).
 */
function testChannel() {
  named += 1;
  const name = `tab-sharing-${named}`;
  const others = new BroadcastChannel(name);
  channels.push(others);
  const posted: unknown[] = [];
  others.onmessage = ({ data }: MessageEvent) => posted.push(data);
  const deliver = async (data: unknown) => {
    others.postMessage(data);
    await settle();
  };
  const createChannel = () => {
    const channel = new BroadcastChannel(name);
    channels.push(channel);
    return channel;
  };
  return { posted, deliver, createChannel };
}

const change = (seq?: string): LiveMessage => ({
  kind: 'change',
  seq,
  event: { model: 'BUSINESS', id: 7, action: 'UPDATE', actor: 2, at: '2026-11-27T10:00:00.000Z' },
});
const live: LiveMessage = { kind: 'mode', mode: 'live' };

/** Lets the channel's messages and the lock's grant arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A tab: what it received, and with what its connection was opened (if it was). */
function tab(locks: LockManagerLike | undefined, createChannel?: () => BroadcastChannel) {
  const received: LiveMessage[] = [];
  const opened: Resume[] = [];
  let publish: (message: LiveMessage) => void = () => undefined;
  const stop = oneConnectionPerBrowser({
    locks,
    createChannel,
    receive: (message) => received.push(message),
    open: (give, resume) => {
      publish = give;
      opened.push(resume);
      return () => undefined;
    },
  });
  return { received, opened, stop, publish: (message: LiveMessage) => publish(message) };
}

describe('a tab that takes the stream over', () => {
  it('resumes after the last event it heard, and knows the stream had been open', async () => {
    const { locks, grant } = heldLock();
    const { deliver, createChannel } = testChannel();
    const follower = tab(locks, createChannel);
    await deliver(live);
    await deliver(change('5'));
    await deliver({ kind: 'reset' });
    await deliver({ kind: 'mode', mode: 'reconnecting' });
    void grant();
    await settle();
    expect(follower.opened).toEqual([{ lastEventId: '5', wasOpen: true }]);
    expect(follower.received).toEqual([
      live,
      change('5'),
      { kind: 'reset' },
      { kind: 'mode', mode: 'reconnecting' },
    ]);
  });

  it('knows the stream was never open when it heard no live mode, events or not', async () => {
    const { locks, grant } = heldLock();
    const { deliver, createChannel } = testChannel();
    const follower = tab(locks, createChannel);
    await deliver({ kind: 'mode', mode: 'connecting' });
    await deliver(change('3'));
    void grant();
    await settle();
    expect(follower.opened).toEqual([{ lastEventId: '3', wasOpen: false }]);
  });

  it('opens nothing when it was stopped before the lock came', async () => {
    const { locks, grant } = heldLock();
    const { createChannel } = testChannel();
    const stopped = tab(locks, createChannel);
    stopped.stop();
    void grant();
    await settle();
    expect(stopped.opened).toEqual([]);
  });
});

describe('the tabs of one browser', () => {
  it('a leading tab tells a new tab the stream’s mode, not its last event', async () => {
    const { locks, grant } = heldLock();
    const { posted, deliver, createChannel } = testChannel();
    const leader = tab(locks, createChannel);
    void grant();
    await settle();
    leader.publish(live);
    leader.publish(change('4'));
    await settle();
    posted.splice(0);
    await deliver({ kind: 'hello' });
    await settle();
    expect(posted).toEqual([live]);
  });

  it('a tab that does not lead says nothing to a new tab and passes on what it hears', async () => {
    const { locks } = heldLock();
    const { posted, deliver, createChannel } = testChannel();
    const follower = tab(locks, createChannel);
    await deliver(live);
    await settle();
    posted.splice(0);
    await deliver({ kind: 'hello' });
    await settle();
    expect(posted).toEqual([]);
    expect(follower.received).toEqual([live]);
  });

  it('a leading tab receives what its own connection hears, not what another tab posts', async () => {
    const { locks, grant } = heldLock();
    const { deliver, createChannel } = testChannel();
    const leader = tab(locks, createChannel);
    void grant();
    await settle();
    leader.publish(change('8'));
    await deliver(change('9'));
    expect(leader.received).toEqual([change('8')]);
  });

  it('without Web Locks a tab connects on its own, as a stream never open', () => {
    const alone = tab(undefined);
    expect(alone.opened).toEqual([{ wasOpen: false }]);
  });
});
