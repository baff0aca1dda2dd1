// Prints Lighthouse's performance score (0-100) for a URL and the host's CPU benchmark index, as
// JSON on its last line: `node scripts/lighthouse-score.mjs URL mobile|desktop CHROME`.
// A plain node process: Lighthouse serialises its own functions into the page, which a TypeScript
// loader's helpers would break.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const [url, formFactor, chromePath] = process.argv.slice(2);
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
try {
  const result = await lighthouse(
    url,
    { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const score = result?.lhr.categories.performance?.score;
  if (typeof score !== 'number') {
    const reason = result?.lhr.runtimeError ?? { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    console.error(`no performance score: ${reason.code}: ${reason.message}`);
    process.exit(1);
  }
  console.log(
    JSON.stringify({ score: Math.round(score * 100), benchmarkIndex: result.lhr.environment.benchmarkIndex }),
  );
} finally {
  chrome.kill();
}
