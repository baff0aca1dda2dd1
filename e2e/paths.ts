/**
 * Every screen of the console with real ids from the running server, for journeys that visit
 * them all (faults, accessibility, the benchmark).
 */
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../server/seed';

export type Screen = { path: string; kind: 'list' | 'detail' | 'form' | 'dashboard' };

export type StoredSession = { token: string; user: string };

/** Every document the page loads starts signed in with `session`, as if restored from storage. */
export async function signInOnLoad(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('token', stored.token);
    window.localStorage.setItem('user', stored.user);
  }, session);
}

export async function adminToken(baseUrl: string): Promise<StoredSession> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
  });
  const body: unknown = await response.json();
  if (typeof body === 'object' && body !== null && 'data' in body) {
    const data = body.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      'token' in data &&
      typeof data.token === 'string' &&
      'user' in data
    )
      return { token: data.token, user: JSON.stringify(data.user) };
  }
  throw new Error(`Signing in the demo admin failed: ${response.status}`);
}

async function firstId(baseUrl: string, token: string, resource: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/${resource}`, { headers: { 'x-auth-token': token } });
  const body: unknown = await response.json();
  if (typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data)) {
    const row: unknown = body.data[0];
    if (typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'number') return row.id;
  }
  throw new Error(`The server has no ${resource} to visit`);
}

export async function signedInScreens(baseUrl: string, token: string): Promise<Screen[]> {
  const [region, business, category, referral, user] = await Promise.all(
    ['regions', 'businesses', 'categories', 'referrals', 'users'].map((resource) =>
      firstId(baseUrl, token, resource),
    ),
  );
  return [
    { path: '/dashboard', kind: 'dashboard' },
    { path: '/businesses', kind: 'list' },
    { path: '/businesses/create', kind: 'form' },
    { path: `/businesses/${business}`, kind: 'detail' },
    { path: `/businesses/${business}/edit`, kind: 'form' },
    { path: '/referrals', kind: 'list' },
    { path: '/referrals/create', kind: 'form' },
    { path: `/referrals/${referral}`, kind: 'detail' },
    { path: `/referrals/${referral}/edit`, kind: 'form' },
    { path: `/referrals/${referral}/transaction/create`, kind: 'form' },
    { path: '/users', kind: 'list' },
    { path: '/users/create', kind: 'form' },
    { path: `/users/${user}`, kind: 'detail' },
    { path: `/users/${user}/edit`, kind: 'form' },
    { path: '/regions', kind: 'list' },
    { path: '/regions/create', kind: 'form' },
    { path: `/regions/${region}`, kind: 'detail' },
    { path: `/regions/${region}/edit`, kind: 'form' },
    { path: '/categories', kind: 'list' },
    { path: '/categories/create', kind: 'form' },
    { path: `/categories/${category}`, kind: 'detail' },
    { path: `/categories/${category}/edit`, kind: 'form' },
    { path: '/logs', kind: 'list' },
  ];
}

export const publicScreens = [
  '/login',
  '/forgot-password',
  '/get-app',
  '/verify?token=unknown',
  '/reset-password?token=unknown',
];
