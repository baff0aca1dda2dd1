/** The console's own budgets: bytes before the dashboard, the chart's timing, requests per page. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../../server/seed';
import { BYTE_BUDGETS } from './bytes';
import { kib, record } from './report';
import { gzipSizeOf } from './site';
// networkidle never comes while the console holds its live events stream open.
import { trackDataRequests } from '../../e2e/journeys';

/** Lists each script counted in a byte budget (`--files`). */
export function listScripts(label: string, paths: string[]): void {
  if (!process.argv.includes('--files')) return;
  console.log(`  ${label}:`);
  for (const script of paths) console.log(`    ${kib(gzipSizeOf(script)).padStart(10)}  ${script}`);
}

/** One session per server, signed in once: the bench opens hundreds of pages, and sign-in is throttled. */
const sessions = new Map<string, Promise<{ token: string; user: string }>>();

export async function signIn(context: BrowserContext, baseUrl: string): Promise<void> {
  let session = sessions.get(baseUrl);
  if (!session) {
    session = startSession(baseUrl);
    sessions.set(baseUrl, session);
  }
  const stored = await session;
  await context.addInitScript((saved) => {
    if (!window.localStorage.getItem('token')) {
      window.localStorage.setItem('token', saved.token);
      window.localStorage.setItem('user', saved.user);
    }
  }, stored);
}

async function startSession(baseUrl: string): Promise<{ token: string; user: string }> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
  });
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new Error('Sign-in failed');
  const data = body.data;
  if (typeof data !== 'object' || data === null || !('token' in data) || !('user' in data))
    throw new Error('Sign-in failed');
  return { token: String(data.token), user: JSON.stringify(data.user) };
}

/** The dashboard's tiles drawn and the network quiet after them. */
async function tilesShownAndQuiet(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('link', { name: /Businesses/ })
    .first()
    .waitFor({ state: 'visible' });
  await trackDataRequests(page).idle();
}

/** The scripts a signed-in cold load of /dashboard asks for, each with when, and when the first tile showed. */
export async function dashboardTimeline(
  browser: Browser,
  baseUrl: string,
): Promise<{ tilesAt: number; scripts: { path: string; at: number }[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    await signIn(context, baseUrl);
    // The moment the first tile is in the document, on the page's own clock.
    await context.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('main a[href="/businesses"]')) {
          Reflect.set(window, '__tilesAt', performance.now());
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard`);
    await tilesShownAndQuiet(page);
    return await page.evaluate(() => ({
      tilesAt: Number(Reflect.get(window, '__tilesAt')),
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
    }));
  } finally {
    await context.close();
  }
}

export type DashboardTimeline = Awaited<ReturnType<typeof dashboardTimeline>>;

/** The scripts asked for before the tiles showed, the chart's (`chart`) left out. */
export const beforeTiles = (timeline: DashboardTimeline, chart: Set<string>): string[] =>
  timeline.scripts
    .filter((script) => script.at <= timeline.tilesAt && !chart.has(script.path))
    .map((script) => script.path);

export async function measureDashboardBytes(
  browser: Browser,
  baseUrl: string,
  chart: Set<string>,
): Promise<void> {
  const timeline = await dashboardTimeline(browser, baseUrl);
  const scripts = beforeTiles(timeline, chart);
  const bytes = scripts.reduce((total, script) => total + gzipSizeOf(script), 0);
  listScripts("scripts before the dashboard's tiles", scripts);
  record(
    "JS (gzip) before the dashboard's tiles show",
    `≤ ${kib(BYTE_BUDGETS.dashboard)}`,
    kib(bytes),
    bytes <= BYTE_BUDGETS.dashboard,
  );

  const chartRequests = timeline.scripts.filter((script) => chart.has(script.path));
  const early = chartRequests.filter((script) => script.at < timeline.tilesAt);
  const lag = (chartRequests[0]?.at ?? 0) - timeline.tilesAt;
  record(
    'Chart code requested only after the tiles show',
    'after tiles',
    chartRequests.length === 0
      ? 'not requested'
      : early.length === 0
        ? `${lag.toFixed(0)} ms after`
        : `${(-lag).toFixed(0)} ms before`,
    chartRequests.length > 0 && early.length === 0,
  );
}

/** Paths of real records to visit, read from the API. */
async function samplePaths(baseUrl: string, token: string): Promise<string[]> {
  const first = async (resource: string): Promise<number> => {
    const response = await fetch(`${baseUrl}/api/v1/${resource}`, { headers: { 'x-auth-token': token } });
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data)) {
      const row: unknown = body.data[0];
      if (typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'number') return row.id;
    }
    throw new Error(`No ${resource} to visit`);
  };
  const [region, business, category, referral, user] = await Promise.all(
    ['regions', 'businesses', 'categories', 'referrals', 'users'].map(first),
  );
  return [
    '/dashboard',
    '/businesses',
    `/businesses/${business}`,
    `/businesses/${business}/edit`,
    '/referrals',
    `/referrals/${referral}`,
    `/referrals/${referral}/edit`,
    '/users',
    `/users/${user}`,
    '/regions',
    `/regions/${region}`,
    '/categories',
    `/categories/${category}`,
    '/logs',
  ];
}

async function tokenOf(context: BrowserContext, baseUrl: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  await page.close();
  if (!token) throw new Error('No token');
  return token;
}

export async function measureRequests(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await signIn(context, baseUrl);
  const paths = await samplePaths(baseUrl, await tokenOf(context, baseUrl));
  const duplicates: string[] = [];
  for (const target of paths) {
    const page = await context.newPage();
    const dataRequests = trackDataRequests(page);
    const gets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
        gets.push(url.pathname + url.search);
    });
    await page.goto(`${baseUrl}${target}`);
    await dataRequests.idle();
    const repeated = gets.filter((get, index) => gets.indexOf(get) !== index);
    if (repeated.length > 0) duplicates.push(`${target}: ${repeated.join(', ')}`);
    await page.close();
  }
  record(
    'First load of each page: no GET sent twice',
    '0 duplicates',
    duplicates.length === 0 ? `0 duplicates on ${paths.length} pages` : duplicates.join('; '),
    duplicates.length === 0,
  );

  // Back to a page within 60 s: served from the cache.
  const page = await context.newPage();
  const dataRequests = trackDataRequests(page);
  await page.goto(`${baseUrl}/regions`);
  await dataRequests.idle();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  let refetched = 0;
  for (const [away, back] of [
    ['Categories', 'Regions'],
    ['Businesses', 'Categories'],
    ['Regions', 'Businesses'],
  ]) {
    await nav.getByRole('link', { name: away, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: away }).waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    await dataRequests.idle();
    const api: string[] = [];
    const listen = (request: { url(): string }) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) api.push(request.url());
    };
    page.on('request', listen);
    await nav.getByRole('link', { name: back, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: back }).waitFor();
    await page.waitForTimeout(300);
    page.off('request', listen);
    refetched += api.length;
  }
  record('Coming back to a page within 60 s', '0 requests', `${refetched} requests`, refetched === 0);
  await context.close();
}

/** On a phone the dashboard never draws the chart, so it never asks for the chart's code. */
export async function measurePhoneDashboard(
  browser: Browser,
  baseUrl: string,
  chart: Set<string>,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    await signIn(context, baseUrl);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/dashboard`);
    await tilesShownAndQuiet(page);
    await page.waitForTimeout(500);
    const fetched = requested.filter((path) => chart.has(path));
    record(
      'Dashboard on a phone (375 px): chart code requested',
      'never',
      fetched.length === 0 ? 'never' : fetched.join(', '),
      fetched.length === 0,
    );
  } finally {
    await context.close();
  }
}

/**
 * A list's rows are antd's Table's, which takes over from the look-alike that draws a cold load's
 * first rows once its code is in (its pager's buttons show). What the bench then observes (a
 * table's body, its rows) is the element that stays.
 */
export async function antdTableShown(page: Page): Promise<void> {
  await page.locator('.ant-pagination-next').first().waitFor({ timeout: 30_000 });
}
