import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/*
 * Bounds on the server's connections, so that no client can hold its file descriptors:
 * - a connection that has not finished sending a request's headers within `headersTimeoutMs` is
 *   closed, and so is a keep-alive connection idle for `keepAliveTimeoutMs` between requests;
 * - at most `maxPerAddress` connections from one client address, and `maxConnections` in all.
 *
 * At a cap, a new connection takes the place of the oldest idle one (no request in progress: still
 * sending its headers, or waiting between two requests) of that address, or of any address at the
 * instance's cap; only when every one is busy answering is the new one refused. So an address that
 * opens thousands of half-open connections holds at most its cap of them, each for less than the
 * headers timeout, and another admin's connection still gets in; a request being answered is never
 * cut off. Node's own timers (headersTimeout, keepAliveTimeout) are set to the same values, but
 * they are checked only every few seconds: the timers here are exact.
 */
export type ConnectionSettings = {
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Open connections per instance. */
  maxConnections: number;
  /** Open connections per client address (the socket's: behind a proxy, the proxy's); 0 for no cap. */
  maxPerAddress: number;
};

export const DEFAULT_CONNECTIONS: ConnectionSettings = {
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 4_000,
  maxPerAddress: 100,
};

type Tracked = { address: string; busy: number; timer: NodeJS.Timeout | undefined };

export type ConnectionCounts = { open: number; idle: number };

export function limitConnections(server: Server, settings: ConnectionSettings): () => ConnectionCounts {
  server.headersTimeout = settings.headersTimeoutMs;
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  const tracked = new Map<Socket, Tracked>();
  // Idle connections, oldest first (a Set keeps the order things were added in).
  const idle = new Set<Socket>();
  const idleByAddress = new Map<string, Set<Socket>>();
  const openByAddress = new Map<string, number>();

  const setIdle = (socket: Socket, state: Tracked, timeoutMs: number) => {
    let ofAddress = idleByAddress.get(state.address);
    if (!ofAddress) idleByAddress.set(state.address, (ofAddress = new Set()));
    ofAddress.add(socket);
    idle.add(socket);
    state.timer = setTimeout(() => socket.destroy(), timeoutMs);
  };
  const setBusy = (socket: Socket, state: Tracked) => {
    clearTimeout(state.timer);
    state.timer = undefined;
    idle.delete(socket);
    const ofAddress = idleByAddress.get(state.address);
    ofAddress?.delete(socket);
    if (ofAddress?.size === 0) idleByAddress.delete(state.address);
  };
  /** Closes the oldest of these idle connections; false when there is none. */
  const evictOldest = (candidates: Set<Socket> | undefined): boolean => {
    const [oldest] = candidates ?? [];
    if (!oldest) return false;
    const state = tracked.get(oldest);
    if (state) setBusy(oldest, state);
    oldest.destroy();
    return true;
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const fromAddress = openByAddress.get(address) ?? 0;
    const atAddressCap = settings.maxPerAddress > 0 && fromAddress >= settings.maxPerAddress;
    if (atAddressCap && !evictOldest(idleByAddress.get(address))) {
      socket.destroy();
      return;
    }
    if (!atAddressCap && tracked.size >= settings.maxConnections && !evictOldest(idle)) {
      socket.destroy();
      return;
    }
    const state: Tracked = { address, busy: 0, timer: undefined };
    tracked.set(socket, state);
    openByAddress.set(address, (openByAddress.get(address) ?? 0) + 1);
    setIdle(socket, state, settings.headersTimeoutMs);
    socket.once('close', () => {
      setBusy(socket, state);
      tracked.delete(socket);
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
  });

  // A request's headers have arrived: its connection is busy until the answer has gone.
  server.on('request', (request: { socket: Socket }, response: NodeJS.EventEmitter) => {
    const socket = request.socket;
    const state = tracked.get(socket);
    if (!state) return;
    if (state.busy === 0) setBusy(socket, state);
    state.busy += 1;
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      state.busy -= 1;
      if (state.busy === 0 && !socket.destroyed && tracked.has(socket))
        setIdle(socket, state, settings.keepAliveTimeoutMs);
    };
    response.once('finish', finished);
    response.once('close', finished);
  });

  return () => ({ open: tracked.size, idle: idle.size });
}
