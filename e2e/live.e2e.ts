/**
 * Live updates (issue 30): what another admin changes shows on an open console without
 * navigation, within 3 s (1 s on an unloaded machine), through the events extension.
 *
 * Each `newPage` is its own browser context, so each console here holds its own stream, as two
 * admins' browsers would. On PostgreSQL (TEST_DATABASE_URL, as `scripts/with-postgres.sh` sets it)
 * the last journey also runs two server instances on one database: a change made through one
 * reaches a console connected to the other.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createApp, type RunningApp } from '../server/app';
import { openPostgres } from '../server/db/postgres';
import { insertUser } from '../server/test-support';
import { createHarness, DEMO_ADMIN, DEMO_PASSWORD, waitForPath } from './harness';
import { callApi, heading, main } from './journeys';

const e2e = createHarness();

/** How long a change may take to show on another console (the figure for a loaded CI host). */
const LIVE_MS = 3_000;

type BusinessRecord = { id: number; name: string; region: { id: number }; categories: { id: number }[] };

/** Renames a business through the API, with the token of `page`'s session, at `baseUrl`. */
async function renameBusiness(baseUrl: string, page: Page, id: number, name: string): Promise<void> {
  const current = await callApi<BusinessRecord>(baseUrl, page, `/businesses/${id}`);
  await callApi(baseUrl, page, `/businesses/${id}`, {
    method: 'PUT',
    body: {
      name,
      regionId: current.region.id,
      categories: current.categories.map(({ id: c }) => ({ id: c })),
    },
  });
}

async function firstBusiness(baseUrl: string, page: Page): Promise<BusinessRecord> {
  const all = await callApi<BusinessRecord[]>(baseUrl, page, '/businesses');
  const first = all[0];
  assert.ok(first, 'the demo data has businesses');
  return first;
}

const businessesTile = (page: Page) => main(page).getByRole('link', { name: /^Businesses/ });

/** Signs in on the console served at `baseUrl` (another server than the harness's). */
async function signInAt(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email Address').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Signed in as').waitFor();
}

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

test(
  'two instances on one PostgreSQL: a rename through instance A shows on a console connected to instance B',
  {
    skip: process.env.TEST_DATABASE_URL
      ? false
      : 'needs PostgreSQL: bash scripts/with-postgres.sh (npm test runs it so)',
  },
  async (t) => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `referrals_live_${process.pid}`;
    const maintenance = await openPostgres(serverUrl);
    await maintenance.exec(`create database ${name}`);
    await maintenance.close();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;

    const instances: RunningApp[] = [];
    t.after(async () => {
      for (const instance of instances) await instance.close();
      const cleanup = await openPostgres(serverUrl);
      await cleanup.exec(`drop database if exists ${name}`);
      await cleanup.close();
    });
    const start = async (): Promise<string> => {
      const instance = await createApp({
        database: url.toString(),
        seed: 'demo',
        outbox: 'memory',
        serveConsole: true,
        loginThrottle: { freePerAccount: 1000, perClient: 10_000 },
      });
      instances.push(instance);
      await instance.app.listen({ port: 0, host: '127.0.0.1' });
      const address = instance.app.server.address();
      assert.ok(address && typeof address === 'object');
      return `http://127.0.0.1:${address.port}`;
    };
    const instanceA = await start();
    const instanceB = await start();

    const [watcher, other] = await Promise.all([e2e.newPage(t), e2e.newPage(t)]);
    await signInAt(watcher, instanceB);
    await signInAt(other, instanceA);
    const business = await firstBusiness(instanceA, other);
    await watcher.goto(`${instanceB}/businesses`);
    await main(watcher).getByText(business.name, { exact: true }).first().waitFor();
    await watcher.waitForTimeout(500);

    const renamed = `${business.name} (via instance A)`;
    await renameBusiness(instanceA, other, business.id, renamed);
    await main(watcher).getByText(renamed, { exact: true }).waitFor({ timeout: LIVE_MS });
  },
);
