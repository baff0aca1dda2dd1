import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUser } from '../auth/sessions';
import type { NumberedChange } from '../events/feed';
import { ApiError } from '../http/errors';
import { SIGN_IN_REQUIRED } from '../http/authentication';
import { actorOf, type Handlers, type RouteContext } from './context';

export type StreamSettings = {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** The session is checked again this often (and after any change to a user). */
  sessionCheckMs: number;
};

export const DEFAULT_STREAM_SETTINGS: StreamSettings = { heartbeatMs: 15_000, sessionCheckMs: 5_000 };

/**
 * Streams one account may hold open on an instance, across all its sessions: the console keeps
 * one per browser, so a few cover an admin's browsers and a reload racing the old stream's end;
 * the rest are refused with 429. Counted by account, not by session, because sessions are had for
 * a correct password: a hundred of them must not open a hundred times as many streams.
 */
export const STREAMS_PER_ACCOUNT = 8;

/**
 * A client this far behind in reading is dropped (it reconnects and resumes): memory stays bounded.
 * More than a whole buffer's replay (1,000 events of about 150 bytes), so a resumption never trips it.
 */
const MAX_UNSENT_BYTES = 512 * 1024;

const frame = (change: NumberedChange) =>
  `id: ${change.seq}\nevent: ${change.kind}\ndata: ${change.data}\n\n`;
const RESET_FRAME = 'event: reset\ndata: {}\n\n';
/**
 * Sent as the server ends the streams (it drains or closes): reconnect in about a second, to
 * another instance or to this one restarted. The console keeps its own back-off, which starts there.
 */
const RECONNECT_FRAME = 'retry: 1000\n\n';

function headerText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The events extension: the committed changes of every instance as Server-Sent Events.
 * The authentication hook has already answered 401/403; the token is read from its header only,
 * kept for re-checking the session, and never written anywhere.
 */
export function eventHandlers({ db, changes: feed, streams: settings }: RouteContext): Handlers {
  // Open streams by account, on this instance.
  const openByAccount = new Map<number, number>();

  function open(request: FastifyRequest, reply: FastifyReply): void {
    const account = actorOf(request).id;
    const token = headerText(request.headers['x-auth-token']);
    if (token === undefined) throw new ApiError(401, SIGN_IN_REQUIRED);
    const lastEventId = headerText(request.headers['last-event-id']);
    const held = openByAccount.get(account) ?? 0;
    if (held >= STREAMS_PER_ACCOUNT) {
      throw new ApiError(
        429,
        `This account already has ${STREAMS_PER_ACCOUNT} event streams open. Close one before opening another.`,
        undefined,
        { 'Retry-After': '5' },
      );
    }
    openByAccount.set(account, held + 1);

    // From here the stream is written by hand: no compression, no buffering, no JSON serializer.
    void reply.hijack();
    const raw = reply.raw;
    // The headers set so far (the security headers) go out with the stream's own.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, typeof value === 'number' ? String(value) : value);
    }
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      // Tells nginx-like proxies not to hold the stream back in a buffer.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });

    let closed = false;
    const write = (text: string) => {
      if (closed) return;
      raw.write(text);
      if (raw.writableLength > MAX_UNSENT_BYTES) finish();
    };

    let checking = false;
    const checkSession = async () => {
      if (closed || checking) return;
      checking = true;
      try {
        const user = await findSessionUser(db, token);
        if (!user?.isAdmin) finish();
      } catch {
        // A failed check (database briefly away) is tried again on the next round.
      } finally {
        checking = false;
      }
    };

    const unsubscribe = feed.subscribe({
      change(change) {
        write(frame(change));
        // A user changed (disabled, demoted, deleted): perhaps the one reading this stream.
        if (change.kind === 'change' && change.event.model === 'USER') void checkSession();
      },
      reset() {
        write(RESET_FRAME);
      },
      end() {
        write(RECONNECT_FRAME);
        finish();
      },
    });
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), settings.heartbeatMs);
    const sessionCheck = setInterval(() => void checkSession(), settings.sessionCheckMs);

    function finish(): void {
      if (closed) return;
      closed = true;
      const left = (openByAccount.get(account) ?? 1) - 1;
      if (left > 0) openByAccount.set(account, left);
      else openByAccount.delete(account);
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      unsubscribe();
      raw.end();
    }
    raw.on('close', finish);

    // The first bytes go out at once, so clients and proxies see the stream open.
    write(': connected\n\n');
    if (lastEventId !== undefined) {
      const resumption = feed.resume(lastEventId);
      if (resumption.reset) write(RESET_FRAME);
      else for (const change of resumption.missed) write(frame(change));
    }
  }

  return {
    async getEvents(request, reply) {
      open(request, reply);
    },
  };
}
