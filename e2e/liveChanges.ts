/** What the live journeys share: changes made through the API, and a sign-in at another instance. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_PASSWORD } from './harness';
import { callApi, main } from './journeys';

/** How long a change may take to show on another console (the figure for a loaded CI host). */
export const LIVE_MS = 3_000;

type BusinessRecord = { id: number; name: string; region: { id: number }; categories: { id: number }[] };

/** Renames a business through the API, with the token of `page`'s session, at `baseUrl`. */
export async function renameBusiness(baseUrl: string, page: Page, id: number, name: string): Promise<void> {
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

export async function firstBusiness(baseUrl: string, page: Page): Promise<BusinessRecord> {
  const all = await callApi<BusinessRecord[]>(baseUrl, page, '/businesses');
  const first = all[0];
  assert.ok(first, 'the demo data has businesses');
  return first;
}

export const businessesTile = (page: Page) => main(page).getByRole('link', { name: /^Businesses/ });

/** Signs in on the console served at `baseUrl` (another server than the harness's). */
export async function signInAt(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email Address').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Signed in as').waitFor();
}
