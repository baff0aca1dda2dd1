/**
 * The environment the API layer runs in: what the page gives by default, and how the base query
 * tells a store created with one from a store created without.
 */
import { defaultEnvironment, isApiEnvironment } from './environment';

describe('defaultEnvironment', () => {
  it('calls the page’s own origin under /api/v1, with live updates on', () => {
    const onUnauthorized = () => undefined;
    const env = defaultEnvironment(onUnauthorized);
    expect(env.baseUrl).toBe(`${window.location.origin}/api/v1`);
    expect(env.onUnauthorized).toBe(onUnauthorized);
    expect(env.liveUpdates).toBe(true);
    expect(env.timeoutMs).toBe(10_000);
    expect(env.maxRetries).toBe(3);
  });

  it('waits twice as long before each retry, never more than 4 s', () => {
    const { retryDelayMs } = defaultEnvironment(() => undefined);
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([500, 1000, 2000, 4000, 4000]);
  });
});

describe('isApiEnvironment', () => {
  const complete = {
    ...defaultEnvironment(() => undefined),
    token: () => null,
  };

  it('accepts an environment with its base URL, its 401 handler and its token', () => {
    expect(isApiEnvironment(complete)).toBe(true);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'http://localhost/api/v1'],
    ['a number', 1],
    ['a function', () => complete],
    ['no base URL', { ...complete, baseUrl: undefined }],
    ['a base URL that is not a string', { ...complete, baseUrl: new URL('http://localhost/api/v1') }],
    ['no 401 handler', { ...complete, onUnauthorized: undefined }],
    ['a 401 handler that is not a function', { ...complete, onUnauthorized: '/logout' }],
    ['no token', { ...complete, token: undefined }],
    ['a token that is not a function', { ...complete, token: 'admin-token' }],
  ])('refuses %s', (_what, value) => {
    expect(isApiEnvironment(value)).toBe(false);
  });

  it.each([
    ['baseUrl', 'http://localhost/api/v1'],
    ['onUnauthorized', () => undefined],
    ['token', () => null],
  ])('refuses an environment with only %s', (key, value) => {
    expect(isApiEnvironment({ [key]: value })).toBe(false);
  });
});
