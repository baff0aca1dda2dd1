/**
 * Live delivery, on the reference server with the large seed and its change events: the
 * console open on /businesses (CPU 4× slower), another admin renames the business of its first row
 * through the API from a page of its own, and the bench times, on one clock (both pages' time
 * origin plus their performance.now(), one browser on one host):
 *
 * - delivery: from the PUT's answer read by the other admin's page to the new name drawn in the
 *   open list (a MutationObserver in the list's page);
 * - the reference: the refetch of that list the change caused, from its GET leaving to the same
 *   drawn name: one refetch of the list and its redraw, in the same pair.
 *
 * What the ratio shows is the rest: the event through LISTEN/NOTIFY and the stream, and the
 * console's batching window (250 ms, src/api/live/tagBatcher.ts).
 */
import type { Browser, Page } from 'playwright-core';
import type { RunningApp } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/seed';
import { insertUser } from '../../server/test-support';
import { CPU_SLOWDOWN } from './coldLoad';
import { antdTableShown, signIn } from './console';

export type LiveSample = { deliveryMs: number; refetchMs: number };

const ROW = '.ant-table-row';
const OTHER_ADMIN = {
  email: 'grace.bench@example.com',
  firstName: 'Grace',
  lastName: 'Bench',
  isAdmin: true,
};

async function tokenOf(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body: unknown = await response.json();
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  if (typeof data !== 'object' || data === null || !('token' in data)) throw new Error('Sign-in failed');
  return String(data.token);
}

/** In the list's page: marks (epoch ms) when `name` shows in the table, and the list GETs after it. */
function watchFor(page: Page, name: string): Promise<void> {
  return page.evaluate((expected) => {
    Reflect.set(window, '__shownAt', 0);
    performance.clearResourceTimings();
    const body = document.querySelector('.ant-table-tbody');
    if (!body) throw new Error('No table body');
    new MutationObserver((_, observer) => {
      if (body.textContent.includes(expected)) {
        Reflect.set(window, '__shownAt', performance.timeOrigin + performance.now());
        observer.disconnect();
      }
    }).observe(body, { childList: true, subtree: true, characterData: true });
  }, name);
}

/** The list's GET that started after `after` (epoch ms): when it left, in epoch ms. */
function refetchStart(page: Page, after: number): Promise<number> {
  return page.evaluate((since) => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((candidate) => candidate instanceof PerformanceResourceTiming)
      .map((candidate) => ({ name: candidate.name, at: performance.timeOrigin + candidate.startTime }))
      .find((candidate) => candidate.name.includes('/api/v1/businesses?') && candidate.at >= since);
    return entry ? entry.at : Number.NaN;
  }, after);
}

/**
 * `rounds` renames of one business by another admin, seen on one open list; the name is put back
 * at the end. Each round waits a second after the last so the batching windows do not overlap.
 */
export async function measureLiveDelivery(
  browser: Browser,
  baseUrl: string,
  server: RunningApp,
  rounds: number,
): Promise<LiveSample[]> {
  await insertUser(server.db, OTHER_ADMIN);
  const otherToken = await tokenOf(baseUrl, OTHER_ADMIN.email);
  const watching = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const writing = await browser.newContext();
  try {
    await signIn(watching, baseUrl);
    const list = await watching.newPage();
    const cdp = await watching.newCDPSession(list);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await list.goto(`${baseUrl}/businesses`);
    const firstRow = list.locator(ROW).first();
    await firstRow.waitFor({ timeout: 30_000 });
    await antdTableShown(list);
    // The business the row shows, from its link to the business's page.
    const href = await firstRow.getByRole('link', { name: /^Details/ }).getAttribute('href');
    const id = Number(/^\/businesses\/(\d+)$/.exec(href ?? '')?.[1]);
    if (!Number.isInteger(id)) throw new Error(`The first row links to no business: ${href}`);
    // Settled: the live stream connected and nothing left to fetch.
    await list.waitForTimeout(2_000);

    // The other admin's page: the floor's bare sign-in page, only for a same-origin fetch.
    const writer = await writing.newPage();
    await writer.goto(`${baseUrl}/floor/login.html`);
    const rename = (name: string) =>
      writer.evaluate(
        async ({ business, newName, token }) => {
          const headers = { 'content-type': 'application/json', 'x-auth-token': token };
          const current: unknown = await (await fetch(`/api/v1/businesses/${business}`, { headers })).json();
          const data: unknown = Reflect.get(Object(current), 'data');
          const region: unknown = Reflect.get(Object(data), 'region');
          const categories: unknown = Reflect.get(Object(data), 'categories');
          const response = await fetch(`/api/v1/businesses/${business}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({
              name: newName,
              regionId: Reflect.get(Object(region), 'id'),
              categories: (Array.isArray(categories) ? categories : []).map((category: unknown) => ({
                id: Reflect.get(Object(category), 'id'),
              })),
            }),
          });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`The rename answered ${response.status}`);
          return { acknowledgedAt: performance.timeOrigin + performance.now() };
        },
        { business: id, newName: name, token: otherToken },
      );

    const original = await writer.evaluate(
      async ({ business, token }) => {
        const answer: unknown = await (
          await fetch(`/api/v1/businesses/${business}`, { headers: { 'x-auth-token': token } })
        ).json();
        return String(Reflect.get(Object(Reflect.get(Object(answer), 'data')), 'name'));
      },
      { business: id, token: otherToken },
    );
    const samples: LiveSample[] = [];
    const stamp = String(Date.now() % 1_000_000);
    for (let round = 0; round < rounds; round++) {
      // The list is sorted by name and this is its first: a suffix of digits keeps the row in place.
      const name = `${original} ${stamp}${round}`;
      await watchFor(list, name);
      const { acknowledgedAt } = await rename(name);
      await list.waitForFunction(() => Number(Reflect.get(window, '__shownAt')) > 0, undefined, {
        timeout: 30_000,
      });
      const shownAt = await list.evaluate(() => Number(Reflect.get(window, '__shownAt')));
      // The refetch left after the acknowledgement or just before it (the event can beat the answer).
      const leftAt = await refetchStart(list, acknowledgedAt - 1_000);
      samples.push({ deliveryMs: shownAt - acknowledgedAt, refetchMs: shownAt - leftAt });
      await list.waitForTimeout(1_000);
    }
    await rename(original);
    return samples;
  } finally {
    await watching.close();
    await writing.close();
  }
}
