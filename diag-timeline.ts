import { chromium } from 'playwright-core';
import { createApp } from './server/app';
import { browserArgs, findBrowser } from './scripts/browser';
import { signIn } from './scripts/bench/console';
import { hugeDatabase } from './scripts/bench/hugeSeed';
import { site } from './scripts/bench/site';

async function main() {
  const target = process.argv[2] ?? '/referrals';
  const huge = await createApp({ database: hugeDatabase(), outbox: 'memory', serveConsole: true, distDir: site });
  await huge.app.listen({ port: 0, host: '127.0.0.1' });
  const address = huge.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: findBrowser(), args: browserArgs });
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signIn(context, base);
    await context.addInitScript({ content: `
      window.__lt = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask' });
      new MutationObserver((_, o) => { if (document.querySelector('.ant-table-row, main a[href="/businesses"] strong')) { window.__readyAt = performance.now(); o.disconnect(); } }).observe(document, { childList: true, subtree: true });
    ` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(base + target);
    await page.waitForFunction(() => Number(Reflect.get(window, '__readyAt')) > 0, undefined, { timeout: 60000 });
    const t = await page.evaluate(() => ({
      ready: Math.round(Number(Reflect.get(window, '__readyAt'))),
      lt: Reflect.get(window, '__lt'),
      nav: (() => { const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming; return { resp: Math.round(n.responseEnd), dcl: Math.round(n.domContentLoadedEventEnd) }; })(),
      res: performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname + new URL(e.name).search, Math.round(e.startTime), Math.round((e as PerformanceResourceTiming).responseEnd), (e as PerformanceResourceTiming).encodedBodySize]),
    }));
    console.log('ready', t.ready, 'longtasks', JSON.stringify(t.lt));
    const { profile } = await cdp.send('Profiler.stop');
    if (i === 2) {
      const fs = await import('node:fs');
      fs.writeFileSync('/tmp/diag/profile.json', JSON.stringify(profile));
    }
    await context.close();
  }
  await browser.close();
  await huge.close();
}
void main();
