/**
 * The first page of a long history, on the huge seed, where the first business (by id)
 * has 1,000 revisions (server/seed/history.ts): a cold load of its detail page, signed in and
 * nothing cached, until the History section shows its first revision (the section asks for its
 * page once the page's chunk runs; it renders nothing until the answer arrives). The reference is
 * the floor's plain table asking the same server for the same page of that history.
 */
import type { Browser } from 'playwright-core';
import { floorFirstRows, type SignedInContext } from './pagedLists';

/** The first revision drawn in the History section (src/components/history/HistorySection.tsx). */
const REVISION = 'ol[aria-label="Changes"] > li';

/** Marks the time the first revision appears, as window.__firstRevisionAt (plain source for the page). */
const watchFirstRevision = `
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(REVISION)})) {
      window.__firstRevisionAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** The history's page the console asks for first, as the floor asks for it. */
export const historyApi = (businessId: number) =>
  `/api/v1/history?model=BUSINESS&id=${businessId}&pageSize=20&page=1`;

/** Cold load of the business's detail page: ms from the start to the first revision drawn. */
export async function historyFirstRevision(
  browser: Browser,
  signedIn: SignedInContext,
  base: string,
  businessId: number,
): Promise<number> {
  const context = await signedIn(browser);
  try {
    await context.addInitScript({ content: watchFirstRevision });
    const page = await context.newPage();
    await page.goto(`${base}/businesses/${businessId}`);
    await page.locator(REVISION).first().waitFor({ timeout: 30_000 });
    return await page.evaluate(() => Number(Reflect.get(window, '__firstRevisionAt')));
  } finally {
    await context.close();
  }
}

/** The floor's table over the same page of the same history, cold: ms from the start to its first row. */
export async function floorHistoryRows(
  browser: Browser,
  signedIn: SignedInContext,
  base: string,
  businessId: number,
): Promise<number> {
  return (await floorFirstRows(browser, signedIn, base, historyApi(businessId))).fromStartMs;
}
