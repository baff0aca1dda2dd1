/**
 * A cold load of a sign-in page, as a slow phone sees it: a fresh browser context (no cache), the
 * CPU slowed down 4x through the DevTools protocol, and the page's own clock for:
 *
 * - form usable: the first frame in which the password field is laid out (a box of its own), enabled,
 *   not read-only and not covered (the point at its centre hits it), so a person can type into it;
 * - blocking time: every long task on the main thread from the start of navigation until the page
 *   is quiet (no request for 500 ms, then 1 s more), each counted above its first 50 ms, as
 *   Lighthouse's Total Blocking Time counts them but without starting the count at the first paint;
 * - the scripts the page asked for until then;
 * - then, one character typed into its first text field: the scripts asked for after that (the
 *   console's sign-in page fetches the rest of the console once the admin starts typing).
 */
import type { Browser } from 'playwright-core';

export const CPU_SLOWDOWN = 4;

export type ColdLoad = { usableMs: number; blockingMs: number; scripts: string[]; afterTyping: string[] };

/**
 * Runs in the page before any of its scripts: watches frames and long tasks. Plain source text:
 * the TypeScript loader would wrap a function's inner functions in helpers the page does not have.
 */
const watchPage = `
  const longTasks = [];
  const bench = { usableAt: 0, longTasks };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  function usable() {
    const input = document.querySelector('input[type="password"]');
    if (!(input instanceof HTMLInputElement) || input.disabled || input.readOnly) return false;
    const box = input.getBoundingClientRect();
    if (box.width < 1 || box.height < 1 || getComputedStyle(input).visibility === 'hidden') return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === input || hit === input.parentElement;
  }
  function frame(at) {
    if (usable()) bench.usableAt = at;
    else requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
`;

export async function measureColdLoad(browser: Browser, url: string): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    await context.addInitScript({ content: watchPage });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(url);
    await page.waitForFunction(
      () => Number(Reflect.get(Reflect.get(window, '__bench'), 'usableAt')) > 0,
      undefined,
      {
        timeout: 30_000,
      },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const { usableAt, tasks } = await page.evaluate(() => {
      const bench: unknown = Reflect.get(window, '__bench');
      const longTasks: unknown = Reflect.get(Object(bench), 'longTasks');
      return {
        usableAt: Number(Reflect.get(Object(bench), 'usableAt')),
        tasks: Array.isArray(longTasks) ? longTasks.map(Number) : [],
      };
    });
    const blockingMs = tasks.reduce((total, duration) => total + Math.max(0, duration - 50), 0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const untilQuiet = [...new Set(scripts)];
    await page.locator('input[type="email"], input[type="text"]').first().pressSequentially('a');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const afterTyping = [...new Set(scripts)].filter((script) => !untilQuiet.includes(script));
    return { usableMs: usableAt, blockingMs, scripts: untilQuiet, afterTyping };
  } finally {
    await context.close();
  }
}
