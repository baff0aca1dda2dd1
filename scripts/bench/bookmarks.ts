/**
 * A bookmarked page: an admin signed in days ago opens /dashboard, /referrals or /logs
 * from a bookmark or a restored tab. A cold load (fresh context, nothing cached, the session in
 * local storage), the CPU 4× slower, on the page's own clock from the start of navigation to:
 *
 * - the dashboard: its businesses tile showing a number;
 * - a list: its first row drawn.
 *
 * The reference is the floor's plain React table (floor/list.tsx) asking the same server for the
 * same answer: the dashboard's figures (one row), or the list's first page as the console asks
 * for it (a whole list from a spec-only backend, the first page of 20 from a paging one).
 */
import type { Browser } from 'playwright-core';
import { CPU_SLOWDOWN } from './coldLoad';
import type { SignedInContext } from './pagedLists';

export type Bookmark = {
  name: string;
  /** The console's page, e.g. /logs. */
  url: string;
  /** The API answer the floor draws, e.g. /api/v1/logs?pageSize=20. */
  api: string;
  /** When the page shows what the admin opened it for: the tiles' numbers, or the first rows. */
  shows: 'tiles' | 'first rows';
};

/** True once the page shows what it was opened for (plain source text, run in the page). */
export const READY = {
  console: {
    tiles: `(() => /\\d/.test(document.querySelector('main a[href="/businesses"] strong')?.textContent ?? ''))()`,
    'first rows': `!!document.querySelector('.ant-table-row, .list-card')`,
  },
  floor: `!!document.querySelector('tbody tr')`,
};

/** Marks the first moment `ready` holds, as window.__readyAt (checked on every DOM change). */
const watch = (ready: string) => `
  new MutationObserver((_, observer) => {
    if (${ready}) {
      window.__readyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

/** A cold load of `url`, signed in, CPU slowed: ms from its start until `ready` holds. */
export async function coldLoad(
  browser: Browser,
  signedIn: SignedInContext,
  url: string,
  ready: string,
): Promise<number> {
  const context = await signedIn(browser);
  try {
    await context.addInitScript({ content: watch(ready) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.waitForFunction(() => Number(Reflect.get(window, '__readyAt')) > 0, undefined, {
      timeout: 60_000,
    });
    return await page.evaluate(() => Number(Reflect.get(window, '__readyAt')));
  } finally {
    await context.close();
  }
}

/**
 * One pair: the floor's cold load and the console's, in ms from the start of each. `consoleFirst`
 * swaps their order: the caller alternates it, so neither side always loads while the other's
 * closed tab is still being torn down.
 */
export async function bookmarkPair(
  browser: Browser,
  signedIn: SignedInContext,
  base: string,
  bookmark: Bookmark,
  consoleFirst: boolean,
): Promise<{ console: number; floor: number }> {
  const floorLoad = () =>
    coldLoad(
      browser,
      signedIn,
      `${base}/floor/list.html?api=${encodeURIComponent(bookmark.api)}`,
      READY.floor,
    );
  const consoleLoad = () =>
    coldLoad(browser, signedIn, `${base}${bookmark.url}`, READY.console[bookmark.shows]);
  if (consoleFirst) {
    const console = await consoleLoad();
    return { console, floor: await floorLoad() };
  }
  const floor = await floorLoad();
  return { console: await consoleLoad(), floor };
}
