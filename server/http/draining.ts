import type { RunningApp } from '../app';

/** How long in-flight requests may take to finish once the instance drains. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * SIGTERM's answer: the instance turns unready at once (`/readyz` 503, so load balancers stop
 * sending it requests), takes no new connection, tells its event streams to reconnect (a `retry`
 * hint, then their end), lets the requests in flight finish, and closes its database. Resolves
 * true when all of it finished within `timeoutMs`, false when the bound cut it short.
 */
export async function drain(server: RunningApp, timeoutMs = DRAIN_TIMEOUT_MS): Promise<boolean> {
  server.readiness.startDraining();
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([server.close().then(() => true), bound]);
  } finally {
    clearTimeout(timer);
  }
}
