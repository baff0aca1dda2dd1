import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Passwords } from '../auth/passwords';
import type { SessionUser } from '../auth/sessions';
import type { LoginThrottle } from '../auth/throttle';
import type { Database } from '../db/database';
import type { ChangeFeed } from '../events/feed';
import { ApiError } from '../http/errors';
import type { WorkQueue } from '../http/wholeLists';
import type { Mailer } from '../mail';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
/** Handlers by the operationId they implement. */
export type Handlers = Record<string, Handler>;

export type RouteContext = {
  db: Database;
  mailer: Mailer;
  /** Origin that links in emails point to. */
  publicUrl: () => string;
  /** Sign-in attempts and password-reset requests, counted in the database before any work. */
  loginThrottle: LoginThrottle;
  /** How passwords are hashed and checked: at OWASP's cost, except in tests that ask for less. */
  passwords: Passwords;
  /** The queue every whole-list answer waits in (http/wholeLists.ts). */
  wholeLists: WorkQueue;
  /** The change events of every instance on the database (events/feed.ts). */
  changes: ChangeFeed;
  /** Live sessions per account; a sign-in beyond them ends the oldest (auth/sessions.ts). */
  sessionsPerAccount: number;
  /** Heartbeat and session re-check of the event streams. */
  streams: { heartbeatMs: number; sessionCheckMs: number };
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on operations that need a session. */
    sessionUser: SessionUser | null;
  }
}

/** The signed-in user; the authentication hook guarantees one on secured operations. */
export function actorOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new ApiError(401, 'Please sign in.');
  return request.sessionUser;
}

export const ok = <T>(data: T) => ({ data });
export const ack = (message: string) => ({ message });

export function created<T>(reply: FastifyReply, data: T) {
  void reply.code(201);
  return { data };
}
