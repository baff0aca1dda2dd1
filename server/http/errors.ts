import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { summarize, toFieldErrors, type FieldError } from '../openapi/validation';

/** An error meant for the client: its status and message are sent as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldError[],
    /** Headers sent with the answer (Retry-After on a 429, ETag on a 412). */
    readonly headers: Record<string, string> = {},
    /** A body other than `{ message }`'s usual companions (the current record on a 412). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const conflict = (message: string) => new ApiError(409, message);

/** A 429: try again in `retryAfterSeconds` (always at least 1, and said in the Retry-After header). */
export function tooManyRequests(retryAfterSeconds: number, what: string): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(
    429,
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** A 400 about one field, shaped like a schema validation failure. */
export function invalidField(key: string, message: string): ApiError {
  const errors = [{ key, message }];
  return new ApiError(400, summarize(errors), errors);
}

const INVALID_JSON = 'The request body is not valid JSON.';
export const GENERIC_SERVER_ERROR = 'Something went wrong on the server. Please try again.';
const DATABASE_UNAVAILABLE =
  'The server cannot reach its database right now. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again while the database is away. */
const DATABASE_RETRY_SECONDS = 2;

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: 'The request body is too large (the limit is 100 KB).',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: INVALID_JSON },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type; send JSON with Content-Type: application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body.',
  },
  // PostgreSQL: a number too large for its column, and text PostgreSQL cannot store (NUL).
  '22003': { status: 400, message: 'A number in the request is out of range.' },
  '22P05': { status: 400, message: 'Text must not contain NUL characters.' },
  '22021': { status: 400, message: 'Text must not contain NUL characters.' },
  // Constraint backstops; handlers check these cases first and give more precise messages.
  '23505': { status: 409, message: 'A record with the same unique value already exists.' },
  '23503': { status: 409, message: 'The change would break a link between records.' },
};

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function isJsonSyntaxError(error: FastifyError): boolean {
  return error instanceof SyntaxError && error.statusCode === 400;
}

/**
 * Every error leaves as `{ message }` (validation failures also carry `data`). Nothing from an
 * unexpected error reaches the client; it is logged on the server instead.
 */
export function registerErrorHandling(app: FastifyInstance, options: { requestLog: boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const data = error.fieldErrors ?? error.data;
      const body = data === undefined ? { message: error.message } : { message: error.message, data };
      void reply.headers(error.headers);
      return reply.code(error.statusCode).send(body);
    }
    if (error.validation) {
      const data = toFieldErrors(error.validation, error.validationContext ?? 'body');
      return reply.code(400).send({ message: summarize(data), data });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message }, 'database unavailable');
      void reply.header('Retry-After', String(DATABASE_RETRY_SECONDS));
      return reply.code(503).send({ message: DATABASE_UNAVAILABLE });
    }
    const code = codeOf(error);
    // The limit is the route's own (the business import takes more than the 100 KB of the others).
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.bodyLimit !== undefined) {
      const limit = request.routeOptions.bodyLimit;
      const size = limit >= 1024 * 1024 ? `${limit / 1024 / 1024} MB` : `${limit / 1024} KB`;
      return reply.code(413).send({ message: `The request body is too large (the limit is ${size}).` });
    }
    const known = code === undefined ? undefined : CLIENT_ERRORS[code];
    if (known) return reply.code(known.status).send({ message: known.message });
    if (isJsonSyntaxError(error)) return reply.code(400).send({ message: INVALID_JSON });
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    // The route template, not the URL: query strings can carry verification or reset tokens. The
    // request's id is the reference the client is given, so an admin's quote finds this line.
    if (options.requestLog)
      request.log.error({ err: error, route: request.routeOptions.url }, 'unexpected error');
    else
      console.error(
        `Unexpected error [${request.id}] in ${request.method} ${request.routeOptions.url ?? '(no route)'}:`,
        error,
      );
    return reply.code(500).send({ message: GENERIC_SERVER_ERROR });
  });
}
