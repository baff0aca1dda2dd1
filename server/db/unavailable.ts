/**
 * The database cannot be reached now (stopped, restarting, cut off, or held by a seed): a request
 * that meets this is answered 503 with Retry-After, never 500, and the client may try again.
 */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(`The database is unavailable: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATE classes and codes of a database going away: 08 (connection exception), 57P01-57P03
 * (shut down by an administrator, crashed, starting up) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** Whether `error` (or its cause) says the database is unreachable rather than that a query is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = 'code' in current && typeof current.code === 'string' ? current.code : '';
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
    // node-postgres' own words for a connection lost mid-query, and for a connect that timed out.
    if (/^Connection terminated|timeout exceeded when trying to connect/.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
