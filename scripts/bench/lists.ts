/**
 * Large lists, measured the same way on any page that shows rows and has a search box: the
 * console's lists and the floor's plain React table (floor/list.tsx) over the same API answer.
 * Point `ListPage` at a page and the bench measures it; the seed is the server's (bench.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseSearchText } from './searchText';

export type ListPage = {
  /** Path and query to open, e.g. /referrals or /floor/list.html?api=/api/v1/referrals. */
  url: string;
  /**
   * The page to open first and the link there that leads to the list (the console's drawer): the
   * list's code is then loaded before its data is asked for, so the clock measures the rows'
   * drawing. On a cold load of the list itself the data arrives while the code still runs
   * (bootConsole asks for both at once); that is the bookmarked-page rows' measure.
   */
  via?: { url: string; link: string };
  /** The API path whose answer the rows are drawn from (the clock starts when it has arrived). */
  api: string;
  /** A drawn row, and the element whose changes show the rows redrawn. */
  rowSelector: string;
  bodySelector: string;
  /**
   * What shows once the rows are the ones that stay: the console's lists draw their first rows
   * with a look-alike that antd's Table replaces (antdTableShown); the floor's rows stay as drawn.
   */
  settled?: (page: Page) => Promise<void>;
  /** The accessible name of the search box. */
  searchLabel: string;
};

export type SignedInContext = (browser: Browser) => Promise<BrowserContext>;

/** ms from the list data's arrival to its first row on screen, on the page's own clock. */
export async function firstRows(browser: Browser, signedIn: SignedInContext, base: string, list: ListPage) {
  const context = await signedIn(browser);
  try {
    await context.addInitScript((selector) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector)) {
          Reflect.set(window, '__firstRowAt', performance.now());
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    }, list.rowSelector);
    const page = await context.newPage();
    if (list.via) {
      await page.goto(`${base}${list.via.url}`);
      await page.getByRole('navigation').getByRole('link', { name: list.via.link }).first().click();
    } else await page.goto(`${base}${list.url}`);
    await page.locator(list.rowSelector).first().waitFor();
    return await page.evaluate((api) => {
      const entry = performance
        .getEntriesByType('resource')
        .filter((candidate) => candidate instanceof PerformanceResourceTiming)
        .find((candidate) => new URL(candidate.name).pathname === api);
      const firstRowAt = Number(Reflect.get(window, '__firstRowAt'));
      return entry ? firstRowAt - entry.responseEnd : Number.NaN;
    }, list.api);
  } finally {
    await context.close();
  }
}

/** How long a keystroke's rows may take before the row is reported unmeasured (a MISS, not a crash). */
const CHANGE_WAIT_MS = 5000;

/** Why a figure could not be measured: the bench records it as a MISS and goes on. */
export class Unmeasured extends Error {}

/** A signed-in page on the list, its first rows drawn and settled. */
async function openList(context: BrowserContext, base: string, list: ListPage): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}${list.url}`);
  await page.locator(list.rowSelector).first().waitFor();
  await list.settled?.(page);
  return page;
}

/**
 * The keystroke rows' search text: one character chosen from the rows each of `lists` shows
 * (chooseSearchText), so that typing it is known to change them on any date and any seed, and the
 * console and the floor do the same search.
 */
export async function searchTextFor(
  browser: Browser,
  signedIn: SignedInContext,
  base: string,
  lists: readonly ListPage[],
): Promise<string> {
  const pages: string[][] = [];
  for (const list of lists) {
    const context = await signedIn(browser);
    try {
      pages.push(await (await openList(context, base, list)).locator(list.rowSelector).allInnerTexts());
    } finally {
      await context.close();
    }
  }
  const text = chooseSearchText(...pages);
  if (text === undefined)
    throw new Unmeasured(
      `no character tells apart the rows shown on ${lists.map((list) => list.url).join(' and ')}, so no keystroke is known to change them`,
    );
  return text;
}

/**
 * ms from a keystroke in the list's search box to the frame that shows the rows it changed, for
 * each of `count` keystrokes that alternately type `text` (one character, from searchTextFor) and
 * take it away again.
 *
 * The clock runs from the key's arrival in the browser (the event's timestamp, so a main thread
 * still busy with the last keystroke counts) to the end of the frame that draws the change (the
 * first change to the rows, then that frame's style, layout and paint, taken as the task after
 * the next animation frame): what the admin waits for before seeing the rows, on the console and
 * on the floor alike. Stopping at the first DOM change left out both ends and made a few ms of the
 * floor's React render the whole reference, counted in whole ms on a busy host: the same build's
 * ratio ranged from 3.4× to 5.2× between runs.
 */
export async function keystrokes(
  browser: Browser,
  signedIn: SignedInContext,
  base: string,
  list: ListPage,
  text: string,
  count: number,
): Promise<number[]> {
  const context = await signedIn(browser);
  try {
    const page = await openList(context, base, list);
    const search = page
      .getByRole('searchbox', { name: list.searchLabel })
      .or(page.getByRole('textbox', { name: list.searchLabel }));
    await search.first().click();
    const samples: number[] = [];
    for (let stroke = 0; stroke < count; stroke++) {
      await page.evaluate((bodySelector) => {
        const body = document.querySelector(bodySelector);
        Reflect.set(window, '__keyAt', 0);
        Reflect.set(window, '__shownAt', 0);
        document.addEventListener('keydown', (event) => Reflect.set(window, '__keyAt', event.timeStamp), {
          capture: true,
          once: true,
        });
        if (!body) return;
        const observer = new MutationObserver(() => {
          // Only the change this keystroke makes: not one still settling from the last.
          if (!Reflect.get(window, '__keyAt')) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => Reflect.set(window, '__shownAt', performance.now());
            channel.port2.postMessage(null);
          });
        });
        observer.observe(body, { childList: true, subtree: true, characterData: true });
      }, list.bodySelector);
      const typed = stroke % 2 === 0 ? `typing "${text}"` : `taking "${text}" away`;
      await page.keyboard.press(stroke % 2 === 0 ? text : 'Backspace');
      try {
        await page.waitForFunction(() => Number(Reflect.get(window, '__shownAt')) > 0, undefined, {
          timeout: CHANGE_WAIT_MS,
        });
      } catch {
        throw new Unmeasured(`${typed} changed no row of ${list.url} within ${CHANGE_WAIT_MS / 1000} s`);
      }
      samples.push(
        await page.evaluate(
          () => Number(Reflect.get(window, '__shownAt')) - Number(Reflect.get(window, '__keyAt')),
        ),
      );
      // Let the rows settle (the console builds the search text in a low-priority render).
      await page.waitForTimeout(300);
    }
    return samples;
  } finally {
    await context.close();
  }
}

/** The floor's plain table over the same API answer as a console list. */
export function floorListOf(list: ListPage, pageSize = 20): ListPage {
  return {
    url: `/floor/list.html?api=${encodeURIComponent(list.api)}&size=${pageSize}`,
    api: list.api,
    rowSelector: 'tbody tr',
    // The line above the table (the count and the search text) changes with every keystroke, even
    // when the first page of rows does not.
    bodySelector: 'main',
    searchLabel: 'Search',
  };
}
