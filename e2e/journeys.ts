/** Small helpers the journeys share: the API as the signed-in admin, dialogs, page landmarks. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

export type ApiInit = { method?: string; body?: unknown };

/** Calls the API with the token the page's session holds, and returns the answer's `data`. */
export async function callApi<T>(baseUrl: string, page: Page, path: string, init: ApiInit = {}): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  assert.ok(token, 'signed in');
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`);
  const body: { data: T } = await response.json();
  return body.data;
}

export const main = (page: Page) => page.getByRole('main');
export const heading = (page: Page, name: string) =>
  main(page).getByRole('heading', { level: 1, name, exact: true });

/** Confirms (or cancels) the dialog that asks `question`. */
export async function answer(page: Page, question: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
