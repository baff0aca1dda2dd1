/**
 * The lists a backend pages (the contract's optional extension), on the huge seed: a million log
 * entries, a hundred thousand referrals. What a person waits for, on the page's own clock:
 *
 * - first rows of a cold load (signed in, nothing cached): from the list's answer arriving to the
 *   first row drawn, and from the start of the load;
 * - a search or a filter: from its request leaving (the search once typing pauses) to the rows
 *   redrawn with the answer;
 * - the tab's JS heap after the load, the search and the filter, once garbage is collected.
 *
 * The reference is the floor's plain React table (floor/list.tsx) asking the same server for the
 * same page: a cold load to its first row, and its request to its rows drawn.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { antdTableShown } from './console';

export type PagedList = {
  name: string;
  /** The console's page, e.g. /logs. */
  url: string;
  /** The API path the page's rows come from. */
  api: string;
  searchLabel: string;
  /** A search with a few thousand matches, as a person would type it. */
  search: string;
  /** Chooses a filter on the console's page. */
  filter: (page: Page) => Promise<void>;
  /** The same filter as the contract's query parameter, e.g. `action=LOGIN`. */
  filterParam: string;
};

export type SignedInContext = (browser: Browser) => Promise<BrowserContext>;

const ROW = '.ant-table-row';
/** antd Table's class on the cells of the row under the pointer. */
const HOVER_CLASS = 'ant-table-cell-row-hover';

/**
 * Marks each change to the list's table as window.__changedAt: its rows, its pagination or the
 * loading state over them (all inside the wrapper). Not the row under the pointer gaining or losing
 * its highlight: the option just chosen lies over the table, so the pointer rests on a row as the
 * rows change. Plain source text: a function handed to the page would carry tsx's helpers with it.
 */
const WATCH_ROWS_CHANGING = `(() => {
  window.__changedAt = 0;
  const tokens = (value) => new Set((value || '').split(' ').filter(Boolean));
  const hoverOnly = (record) => {
    if (record.attributeName !== 'class') return false;
    const before = tokens(record.oldValue);
    const after = tokens(record.target.getAttribute('class'));
    const changed = [...before, ...after].filter((token) => before.has(token) !== after.has(token));
    return changed.length > 0 && changed.every((token) => token === ${JSON.stringify(HOVER_CLASS)});
  };
  const wrapper = document.querySelector('.ant-table-wrapper');
  if (wrapper)
    new MutationObserver((records) => {
      if (records.some((record) => !hoverOnly(record))) window.__changedAt = performance.now();
    }).observe(wrapper, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeOldValue: true,
    });
})()`;

/** Marks the time the first element matching `selector` appears, as window.__firstRowAt. */
const watchFirstRow = (selector: string) => `
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      window.__firstRowAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

const readNumber = (page: Page, name: string) =>
  page.evaluate((key) => Number(Reflect.get(window, key)), name);

/** When the first request whose URL contains `part` started, or (`end`) was answered, on the page's clock. */
function requestTime(page: Page, part: string, end = false): Promise<number> {
  return page.evaluate(
    ([needle, answered]) => {
      const entry = performance
        .getEntriesByType('resource')
        .filter((candidate) => candidate instanceof PerformanceResourceTiming)
        .find((candidate) => candidate.name.includes(needle));
      if (!entry) return Number.NaN;
      return answered ? entry.responseEnd : entry.startTime;
    },
    [part, end] as const,
  );
}
const requestStart = (page: Page, part: string) => requestTime(page, part);

export type FirstRows = { fromStartMs: number; afterDataMs: number };

async function firstRowsOf(page: Page, api: string): Promise<FirstRows> {
  const firstRowAt = await readNumber(page, '__firstRowAt');
  return { fromStartMs: firstRowAt, afterDataMs: firstRowAt - (await requestTime(page, api, true)) };
}

/** The first rows of a cold load, in a fresh signed-in context: the floor's table, asking for `api`. */
export async function floorFirstRows(
  browser: Browser,
  signedIn: SignedInContext,
  base: string,
  api: string,
): Promise<FirstRows> {
  const context = await signedIn(browser);
  try {
    await context.addInitScript({ content: watchFirstRow('tbody tr') });
    const page = await context.newPage();
    await page.goto(`${base}/floor/list.html?api=${encodeURIComponent(api)}`);
    await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    return await firstRowsOf(page, api.split('?')[0] ?? api);
  } finally {
    await context.close();
  }
}

/** The floor, cold, asking for `apiWithQuery`: ms from its request leaving to its first row drawn. */
export async function floorAnswer(
  browser: Browser,
  signedIn: SignedInContext,
  base: string,
  apiWithQuery: string,
): Promise<number> {
  const context = await signedIn(browser);
  try {
    await context.addInitScript({ content: watchFirstRow('tbody tr') });
    const page = await context.newPage();
    await page.goto(`${base}/floor/list.html?api=${encodeURIComponent(apiWithQuery)}`);
    await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    return (
      (await readNumber(page, '__firstRowAt')) - (await requestStart(page, apiWithQuery.split('?')[0] ?? ''))
    );
  } finally {
    await context.close();
  }
}

/**
 * On a loaded list: `act`, then ms from the request carrying `part` leaving to the last change of
 * the table's rows, pagination or loading state (the rows redrawn and the loading state gone).
 */
async function answerTime(page: Page, part: string, act: () => Promise<void>): Promise<number> {
  await antdTableShown(page);
  await page.evaluate(WATCH_ROWS_CHANGING);
  const answered = page.waitForResponse((response) => response.url().includes(part), { timeout: 30_000 });
  await act();
  await answered;
  // Quiet for 300 ms: the last change before it is when the rows settled.
  let last = -1;
  for (;;) {
    await page.waitForTimeout(300);
    const changed = await readNumber(page, '__changedAt');
    if (changed === last) break;
    last = changed;
  }
  return last - (await requestStart(page, part));
}

export type PagedSample = { firstRows: FirstRows; searchMs: number; filterMs: number; heapBytes: number };

/**
 * One visit as a person makes it: a cold load, a search, then the search cleared and a filter
 * chosen; the JS heap at the end.
 */
export async function visitPagedList(
  browser: Browser,
  signedIn: SignedInContext,
  base: string,
  list: PagedList,
): Promise<PagedSample> {
  const context = await signedIn(browser);
  try {
    await context.addInitScript({ content: watchFirstRow(ROW) });
    const page = await context.newPage();
    await page.goto(`${base}${list.url}`);
    await page.locator(ROW).first().waitFor({ timeout: 30_000 });
    const firstRows = await firstRowsOf(page, list.api);

    const box = page.getByRole('textbox', { name: list.searchLabel });
    const searchMs = await answerTime(page, `q=${encodeURIComponent(list.search)}`, async () => {
      await box.click();
      await page.keyboard.type(list.search, { delay: 60 });
    });
    // Back to the first page of the whole list (from the cache, or asked for again) before filtering.
    await box.fill('');
    await page.waitForTimeout(1000);
    const filterMs = await answerTime(page, list.filterParam, () => list.filter(page));

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { firstRows, searchMs, filterMs, heapBytes: usedSize };
  } finally {
    await context.close();
  }
}
