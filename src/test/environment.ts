import type { ApiEnvironment } from '../api/environment';
import { API } from './msw';

/** The app's environment with test-sized delays. */
export function testEnvironment(overrides: Partial<ApiEnvironment> = {}): ApiEnvironment {
  return {
    baseUrl: API,
    onUnauthorized: () => undefined,
    timeoutMs: 10_000,
    maxRetries: 3,
    retryDelayMs: () => 1,
    token: () => null,
    ...overrides,
  };
}
