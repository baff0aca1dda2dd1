import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { browserArgs } from './browser';

/** Lighthouse's performance score (0-100) for a URL, with mobile or desktop settings. */
export async function lighthouseScore(
  url: string,
  formFactor: 'mobile' | 'desktop',
  chromePath: string,
): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: browserArgs,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const score = result?.lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
    return Math.round(score * 100);
  } finally {
    chrome.kill();
  }
}
