import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The header every answer carries its request's id in. */
const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request's id: eight hex digits in two groups ("7F3A-91C2"), short enough for an admin to read
 * out or paste, and random (never a count of requests). It is the `reqId` of the request's lines in
 * Fastify's log, so a reference quoted from the console finds them.
 */
export function newRequestId(): string {
  const hex = randomBytes(4).toString('hex').toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
}

/** Error bodies are small; a larger one (an import's error list) is left as it is. */
const MAX_REWRITTEN_BYTES = 256 * 1024;

function withReference(payload: string, reference: string): string | null {
  if (!payload.startsWith('{') || payload.length > MAX_REWRITTEN_BYTES) return null;
  try {
    const body: unknown = JSON.parse(payload);
    if (typeof body !== 'object' || body === null || Array.isArray(body) || 'reference' in body) return null;
    return JSON.stringify({ ...body, reference });
  } catch {
    return null;
  }
}

/**
 * Every answer names its request in X-Request-Id, and every JSON error body (4xx and 5xx) says it
 * as `reference`, which the console shows beside the error. A client's own X-Request-Id is not
 * taken (Fastify's requestIdHeader is off): what a log line is found by is never chosen by a client.
 */
export function registerRequestReference(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    return withReference(payload, request.id) ?? payload;
  });
}
