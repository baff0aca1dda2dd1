/**
 * The insights page's budgets (issue "Insights"): the extension's server time for a full financial
 * year on the huge seed, and the page's first chart against the dashboard's tiles in the same run.
 */
import type { Browser } from 'playwright-core';
import type { Database } from '../../server/db/database';
import { insightsOf } from '../../server/routes/insights';
import { periodRange } from '../../src/lib/insights/period';
import { coldLoad, READY } from './bookmarks';
import type { SignedInContext } from './pagedLists';

/**
 * The extension's query for a financial year: the last (a full one, what the budget is about) or
 * this one (only the months so far).
 */
export function financialYearQuery(kind: 'lastYear' | 'thisYear', now: Date) {
  const range = periodRange({ kind }, now);
  if (!range) throw new Error(`No range for ${kind}`);
  return {
    from: range.start.toISOString().slice(0, 10),
    to: new Date(range.end.getTime() - 1).toISOString().slice(0, 10),
    regionId: null,
    categoryId: null,
  };
}

/** Server times (ms) of the extension's answer for the last financial year, after one warm-up. */
export async function insightsServerTimes(db: Database, runs: number): Promise<number[]> {
  const now = new Date();
  const query = financialYearQuery('lastYear', now);
  await insightsOf(db, query, now);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await insightsOf(db, query, now);
    times.push(performance.now() - started);
  }
  return times;
}

/** True once the insights page has drawn its first chart, the referral trend (plain source, run in the page). */
const FIRST_CHART = `!!document.querySelector('[aria-label="Line chart of referrals per month by acceptance type"] canvas')`;

/** One pair: the dashboard's tiles, then the insights page's first chart, each from a cold load. */
export async function insightsChartPair(
  browser: Browser,
  signedIn: SignedInContext,
  base: string,
): Promise<{ chart: number; tiles: number }> {
  const tiles = await coldLoad(browser, signedIn, `${base}/dashboard`, READY.console.tiles);
  const chart = await coldLoad(browser, signedIn, `${base}/insights`, FIRST_CHART);
  return { chart, tiles };
}
