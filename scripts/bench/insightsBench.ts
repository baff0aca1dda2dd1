/**
 * The insights page's budgets (issue "Insights"): the extension's server time for a full financial
 * year on the huge seed, and the page's first chart against the dashboard's tiles in the same run.
 */
import type { Browser } from 'playwright-core';
import type { Database } from '../../server/db/database';
import { insightsOf } from '../../server/routes/insights';
import { isoDate } from '../../src/lib/format';
import { periodRange } from '../../src/lib/insights/period';
import { coldLoad, READY } from './bookmarks';
import { CPU_SLOWDOWN } from './coldLoad';
import type { SignedInContext } from './pagedLists';

/**
 * The extension's query for a financial year: the last (a full one, what the budget is about) or
 * this one (only the months so far).
 */
export function financialYearQuery(kind: 'lastYear' | 'thisYear', now: Date) {
  const range = periodRange({ kind }, now);
  if (!range) throw new Error(`No range for ${kind}`);
  return {
    // The first and last days by the local calendar, as the console asks for them.
    from: isoDate(range.start.toISOString()),
    to: isoDate(new Date(range.end.getTime() - 1).toISOString()),
    regionId: null,
    categoryId: null,
  };
}

/**
 * What the extension's answer costs against reading its input: one read of the period's referrals
 * (the columns the answer counts, by the same index), fetched whole. It says how fast the host was
 * in the same run, so a slow host is told apart from a slower answer.
 */
const PERIOD_READ = `select created_at, acceptance_type, referrer_id, referred_to_id from referrals
   where created_at >= ($1::date::timestamp at time zone 'UTC') and created_at < (($2::date + 1)::timestamp at time zone 'UTC')`;

/**
 * Server times (ms) of the extension's answer for the last financial year, after one warm-up, each
 * paired with a read of the period's referrals taken right after it.
 */
export async function insightsServerTimes(
  db: Database,
  runs: number,
): Promise<{ answer: number[]; periodRead: number[] }> {
  const now = new Date();
  const query = financialYearQuery('lastYear', now);
  await insightsOf(db, query, now);
  await db.query(PERIOD_READ, [query.from, query.to]);
  const answer: number[] = [];
  const periodRead: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    let started = performance.now();
    await insightsOf(db, query, now);
    answer.push(performance.now() - started);
    started = performance.now();
    await db.query(PERIOD_READ, [query.from, query.to]);
    periodRead.push(performance.now() - started);
  }
  return { answer, periodRead };
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

/**
 * Runs in the page before its scripts: every long task (start and length, page clock), and the
 * page's own exchanges with its worker: each post (a post copies its message on the main thread)
 * and each answer's handling, with its start and length. Also the figures' line ("N referrals in
 * this period.") while no newer figures are being computed. Plain source text, as in coldLoad.ts.
 */
const watchAggregation = `
  const bench = { tasks: [], touches: [], figures: '' };
  window.__insights = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.tasks.push({ start: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    const start = performance.now();
    try {
      return post.call(this, message, ...rest);
    } finally {
      bench.touches.push({ kind: 'post ' + (message && message.kind), start, ms: performance.now() - start });
    }
  };
  const listen = Worker.prototype.addEventListener;
  Worker.prototype.addEventListener = function (type, listener, ...rest) {
    if (type !== 'message' || typeof listener !== 'function') return listen.call(this, type, listener, ...rest);
    return listen.call(this, type, function (event) {
      const start = performance.now();
      try {
        return listener.call(this, event);
      } finally {
        bench.touches.push({ kind: 'answer', start, ms: performance.now() - start });
      }
    }, ...rest);
  };
  new MutationObserver(() => {
    const line = [...document.querySelectorAll('main span')]
      .map((node) => node.textContent || '')
      .find((text) => text.endsWith(' in this period.'));
    bench.figures = line && !document.querySelector('[aria-busy="true"]') ? line : '';
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
`;

type Span = { start: number; ms: number };
type Touch = Span & { kind: string };

const field = (value: unknown, key: string): unknown => Reflect.get(Object(value), key);
const isSpan = (value: unknown): value is Span =>
  typeof field(value, 'start') === 'number' && typeof field(value, 'ms') === 'number';
const isTouch = (value: unknown): value is Touch => isSpan(value) && typeof field(value, 'kind') === 'string';
const overlaps = (task: Span, touch: Span) =>
  touch.start < task.start + task.ms && touch.start + touch.ms > task.start;

/** What one visit saw, in ms. */
export type AggregationVisit = {
  /**
   * The aggregation's own main-thread work: the longest task that posted a part of the lists to
   * the worker or handled its answer, or the longest post of the lists' head or of a question
   * (made from the page's own tasks).
   */
  aggregationMs: number;
  /** Every task from the lists' first post to 1 s after a change of period has drawn: the longest. */
  longestTaskMs: number;
  /** The longest single post (a copy of one part of the lists, or a question). */
  longestPostMs: number;
  /** The long tasks from the lists' first post on, `start` from that post, rounded. */
  tasks: Span[];
};

/**
 * One cold visit of /insights on a spec-only backend (the lists whole, the figures computed by the
 * page's worker), CPU slowed: the last financial year's figures from the whole lists, then a
 * change of period to the last 90 days (the worker asked again, the page redrawn). What comes
 * before the lists' first post (their requests, reading their JSON) is any list page's work, not
 * the aggregation's; the page's drawing of the figures is counted in `longestTaskMs` only.
 */
export async function insightsAggregationVisit(
  browser: Browser,
  signedIn: SignedInContext,
  base: string,
): Promise<AggregationVisit> {
  const context = await signedIn(browser);
  try {
    await context.addInitScript({ content: watchAggregation });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}/insights?period=lastYear`);
    const figures = () => String(Reflect.get(Object(Reflect.get(window, '__insights')), 'figures'));
    await page.waitForFunction(figures, undefined, { timeout: 120_000 });
    const first = await page.evaluate(figures);
    // Long tasks are reported once they end; a second lets the first figures' drawing finish.
    await page.waitForTimeout(1000);
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Last 90 days"]').click();
    await page.waitForFunction(
      (before) => {
        const now = String(Reflect.get(Object(Reflect.get(window, '__insights')), 'figures'));
        return now !== '' && now !== before;
      },
      first,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1000);
    const seen: unknown = await page.evaluate(() => Reflect.get(window, '__insights'));
    const tasks = [field(seen, 'tasks')].flat().filter(isSpan);
    const touches = [field(seen, 'touches')].flat().filter(isTouch);
    const listsPosted = touches.find((touch) => touch.kind === 'post lists');
    if (!listsPosted) throw new Error('the page never posted the lists to its worker');
    const after = tasks.filter((task) => task.start + task.ms > listsPosted.start);
    // The lists' parts go over in tasks of their own, and an answer is handled in the worker's
    // message task: those tasks are the aggregation's. The lists' head and a question are posted
    // from the page's own tasks (an effect after a render), where only the post is.
    const ownTasks = touches.filter((touch) => touch.kind === 'post part' || touch.kind === 'answer');
    const held = after.filter((task) => ownTasks.some((touch) => overlaps(task, touch)));
    const posts = touches.filter((touch) => touch.kind.startsWith('post'));
    return {
      aggregationMs: Math.max(0, ...held.map((task) => task.ms), ...touches.map((touch) => touch.ms)),
      longestTaskMs: Math.max(0, ...after.map((task) => task.ms)),
      longestPostMs: Math.max(0, ...posts.map((touch) => touch.ms)),
      tasks: after.map((task) => ({
        start: Math.round(task.start - listsPosted.start),
        ms: Math.round(task.ms),
      })),
    };
  } finally {
    await context.close();
  }
}
