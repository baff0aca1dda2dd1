/**
 * What the API layer needs from the page it runs in. The store carries it as the thunk extra
 * argument, so tests can shorten delays and observe redirects without touching globals.
 */
export type ApiEnvironment = ApiSettings & {
  /** The signed-in session's token, or null: the store that carries the environment reads it. */
  token: () => string | null;
};

/** The environment as the page gives it; createAppStore adds the session's token. */
export type ApiSettings = {
  /** Absolute base URL of the API, always on the page's own origin. */
  baseUrl: string;
  /** Called when any call other than sign-in answers 401. */
  onUnauthorized: () => void;
  timeoutMs: number;
  maxRetries: number;
  /** Delay before retry number `attempt` (1-based). */
  retryDelayMs: (attempt: number) => number;
  /**
   * Whether the signed-in console opens the events extension's stream and refetches a stale page
   * when the admin comes back to it (src/api/live). Off unless set, so a test opts in.
   */
  liveUpdates?: boolean;
};

const API_PREFIX = '/api/v1';
const HTTP_TIMEOUT_MS = 10_000;
const QUERY_RETRIES = 3;

export function defaultEnvironment(onUnauthorized: () => void): ApiSettings {
  return {
    baseUrl: `${window.location.origin}${API_PREFIX}`,
    onUnauthorized,
    timeoutMs: HTTP_TIMEOUT_MS,
    maxRetries: QUERY_RETRIES,
    // Exponential backoff, capped, so a flapping server is not hammered.
    retryDelayMs: (attempt) => Math.min(500 * 2 ** (attempt - 1), 4000),
    liveUpdates: true,
  };
}

export function isApiEnvironment(value: unknown): value is ApiEnvironment {
  return (
    typeof value === 'object' &&
    value !== null &&
    'baseUrl' in value &&
    typeof value.baseUrl === 'string' &&
    'onUnauthorized' in value &&
    typeof value.onUnauthorized === 'function' &&
    'token' in value &&
    typeof value.token === 'function'
  );
}
