/**
 * A record's history (optional extension): a second admin renames a business twice; the
 * first admin sees both changes with that admin's name and reverts the newest.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Business } from '../src/api/generated/businesses';
import { createHarness, TIMEOUT_MS, waitForPath } from './harness';
import { heading, main } from './journeys';

const e2e = createHarness();

/** Names no seeded record has, so the journey works on its own records. */
const stamp = Date.now().toString(36);
const PASSWORD = 'granite viking orbit';

async function call<T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['x-auth-token'] = token;
  const response = await fetch(`${e2e.baseUrl}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`);
  const body: { data: T } = await response.json();
  return body.data;
}

async function signInByApi(email: string, password: string): Promise<string> {
  const session = await call<{ token: string }>('/auth/login', null, {
    method: 'POST',
    body: { email, password },
  });
  return session.token;
}

/** The newest invitation link mailed to `to`, as path and query. */
async function invitationLink(to: string): Promise<string> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const link = e2e.outbox.latest(to, 'invitation')?.link;
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    assert.ok(Date.now() < deadline, `no invitation reached ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A second, verified admin, invited by the demo admin: their token. */
async function secondAdmin(demoToken: string) {
  const firstName = 'Hedy';
  const lastName = `History${stamp}`;
  const email = `${firstName}.${lastName}@example.com`.toLowerCase();
  await call('/auth/register', demoToken, {
    method: 'POST',
    body: { firstName, lastName, email, mobile: '0400555666', isAdmin: true },
  });
  const link = new URL(await invitationLink(email), e2e.baseUrl);
  await call(`/auth/verify${link.search}`, null, {
    method: 'POST',
    body: { password: PASSWORD, verifyPassword: PASSWORD },
  });
  return { name: `${firstName} ${lastName}`, token: await signInByApi(email, PASSWORD) };
}

test('a business renamed twice by another admin shows both changes; reverting the newest restores the name', async (t) => {
  await e2e.ready();
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const demoToken = await page.evaluate(() => window.localStorage.getItem('token'));
  assert.ok(demoToken, 'signed in');

  const [region] = await call<{ id: number }[]>('/regions', demoToken);
  assert.ok(region, 'the seed has a region');
  const original = `Lamplight ${stamp}`;
  const created = await call<Business>('/businesses', demoToken, {
    method: 'POST',
    body: { name: original, regionId: region.id, categories: [] },
  });

  const hedy = await secondAdmin(demoToken);
  for (const name of [`Lamplight Two ${stamp}`, `Lamplight Three ${stamp}`])
    await call(`/businesses/${created.id}`, hedy.token, {
      method: 'PUT',
      body: { name, regionId: region.id, categories: [] },
    });

  await page.goto(`/businesses/${created.id}`);
  await heading(page, `Lamplight Three ${stamp}`).waitFor();
  const changes = main(page).getByRole('list', { name: 'Changes' });
  await changes.waitFor();
  const lines = changes.locator('ul > li');
  await changes.getByText(`Lamplight Two ${stamp} → Lamplight Three ${stamp}`).waitFor();
  assert.equal(await lines.nth(0).textContent(), `Name: Lamplight Two ${stamp} → Lamplight Three ${stamp}`);
  assert.equal(await lines.nth(1).textContent(), `Name: ${original} → Lamplight Two ${stamp}`);
  // Both changes name the second admin, linked to their user page.
  const by = changes.getByRole('link', { name: hedy.name, exact: true });
  assert.equal(await by.count(), 2);

  await changes.getByRole('button', { name: 'Revert this change' }).first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Revert this change?' });
  await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
  await page.getByText('Change reverted: Name').waitFor();
  await heading(page, `Lamplight Two ${stamp}`).waitFor();
  const now = await call<Business>(`/businesses/${created.id}`, demoToken);
  assert.equal(now.name, `Lamplight Two ${stamp}`);
  await waitForPath(page, `/businesses/${created.id}`);
});
