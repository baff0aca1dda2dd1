/** Small helpers the journeys share: the API as the signed-in admin, dialogs, page landmarks. */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

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

/**
 * The dialog that asks `question`, once antd's zoom has drawn it in: a click on a loaded host while
 * the zoom still runs can be lost (a click during it was seen to leave the dialog open).
 */
export async function openDialog(page: Page, question: string): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await dialog.waitFor();
  await page.waitForFunction(
    (element) => element !== null && !/\bant-zoom/.test(element.className),
    await dialog.elementHandle(),
  );
  return dialog;
}

/**
 * Types `text` in the list's search box named `box` and waits until the list answers with the one
 * record it matches. The rows are redrawn in place when the answer comes (ListTable keys them by
 * position), so a click before it can land on the row another record then fills.
 */
export async function searchOne(page: Page, box: string, text: string): Promise<void> {
  await main(page).getByRole('textbox', { name: box }).fill(text);
  await main(page).getByText('1-1 of 1', { exact: true }).waitFor();
}

/** Confirms (or cancels) the dialog that asks `question`. */
export async function answer(page: Page, question: string, button: string): Promise<void> {
  const dialog = await openDialog(page, question);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Waits, after each call, until no request but the live events stream has been in flight for
 * 500 ms. Playwright's 'networkidle' never comes while the console holds that stream open.
 * Set it up before the navigations it is to wait for.
 */
export function trackDataRequests(page: Page): { idle: () => Promise<void> } {
  const inFlight = new Set<unknown>();
  let quietSince = performance.now();
  const counts = (url: string) => !url.includes('/api/v1/events');
  page.on('request', (request) => {
    if (counts(request.url())) inFlight.add(request);
  });
  const done = (request: unknown) => {
    if (inFlight.delete(request) && inFlight.size === 0) quietSince = performance.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async idle() {
      const deadline = performance.now() + 10_000;
      while (inFlight.size > 0 || performance.now() - quietSince < 500) {
        assert.ok(performance.now() < deadline, `requests still in flight: ${inFlight.size}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
