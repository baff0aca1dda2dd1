/**
 * Live updates: what another admin changes shows on an open console without
 * navigation, within 3 s (1 s on an unloaded machine), through the events extension.
 *
 * Each `newPage` is its own browser context, so each console here holds its own stream, as two
 * admins' browsers would. Across two server instances on one PostgreSQL: e2e/live-instances.e2e.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { insertUser } from '../server/test-support';
import { createHarness, DEMO_PASSWORD, waitForPath } from './harness';
import { callApi, heading, main } from './journeys';
import { businessesTile, firstBusiness, LIVE_MS, renameBusiness } from './liveChanges';

const e2e = createHarness();

test("another admin's rename shows on an open list and detail page, and a new business on the dashboard count, without navigation", async (t) => {
  const [list, detail, dashboard, other] = await Promise.all([
    e2e.newPage(t),
    e2e.newPage(t),
    e2e.newPage(t),
    e2e.newPage(t),
  ]);
  for (const page of [list, detail, dashboard, other]) await e2e.signIn(page);
  const business = await firstBusiness(e2e.baseUrl, other);

  await list.goto('/businesses');
  await main(list).getByText(business.name, { exact: true }).first().waitFor();
  await detail.goto(`/businesses/${business.id}`);
  await heading(detail, business.name).waitFor();
  await waitForPath(dashboard, '/');
  await businessesTile(dashboard).waitFor();
  const before = await callApi<{ businessCount: number }>(e2e.baseUrl, other, '/dashboard');
  // The streams are open once each console has signed in; give them a moment to connect.
  await list.waitForTimeout(500);

  const renamed = `${business.name} (renamed live)`;
  await renameBusiness(e2e.baseUrl, other, business.id, renamed);
  await main(list).getByText(renamed, { exact: true }).waitFor({ timeout: LIVE_MS });
  await heading(detail, renamed).waitFor({ timeout: LIVE_MS });

  await callApi(e2e.baseUrl, other, '/businesses', {
    method: 'POST',
    body: { name: 'Live Journey Bakery', regionId: business.region.id, categories: [] },
  });
  const count = (before.businessCount + 1).toLocaleString('en-US');
  await dashboard.waitForFunction(
    ([expected]) =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('main a')).some((link) =>
        link.innerText.replace(/\s+/g, ' ').trim().startsWith(`Businesses ${expected}`),
      ),
    [count],
    { timeout: LIVE_MS },
  );
});

test("a rename saved in one admin's console shows in the other's open list", async (t) => {
  const [editor, watcher] = await Promise.all([e2e.newPage(t), e2e.newPage(t)]);
  await e2e.signIn(editor);
  await e2e.signIn(watcher);
  const business = await firstBusiness(e2e.baseUrl, editor);
  await watcher.goto('/businesses');
  await main(watcher).getByText(business.name, { exact: true }).first().waitFor();

  await editor.goto(`/businesses/${business.id}/edit`);
  const name = editor.getByLabel('Name');
  const renamed = `${business.name} & Sons`;
  await name.fill(renamed);
  await editor.getByRole('button', { name: 'Save' }).click();
  await waitForPath(editor, `/businesses/${business.id}`);

  await main(watcher).getByText(renamed, { exact: true }).waitFor({ timeout: LIVE_MS });
});

test('an open edit form says at once that someone else changed its record', async (t) => {
  // Another admin: a change the editor made itself would say nothing.
  const grace = { email: 'grace.live@example.com', firstName: 'Grace', isAdmin: true };
  await insertUser(e2e.server.db, grace);
  const [editor, other] = await Promise.all([e2e.newPage(t), e2e.newPage(t)]);
  await e2e.signIn(editor);
  await e2e.signIn(other, grace.email, DEMO_PASSWORD);
  const business = await firstBusiness(e2e.baseUrl, other);
  await editor.goto(`/businesses/${business.id}/edit`);
  await editor.getByLabel('Name').fill(`${business.name} (mine)`);
  await editor.waitForTimeout(500);

  await renameBusiness(e2e.baseUrl, other, business.id, `${business.name} (theirs)`);
  await editor
    .getByRole('alert')
    .filter({ hasText: 'This record was changed by someone else' })
    .waitFor({ timeout: LIVE_MS });
  assert.equal(await editor.getByLabel('Name').inputValue(), `${business.name} (mine)`);
});

test('an idle console sends no data requests (the stream and its heartbeats are not requests)', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  await page.goto('/businesses');
  await main(page).getByRole('table').waitFor();
  await page.waitForTimeout(1_000);
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/') && url.pathname !== '/api/v1/events') requests.push(url.pathname);
  });
  await page.waitForTimeout(20_000);
  assert.deepEqual(requests, []);
});
