import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Lighthouse's performance score (0-100) for a URL, run in its own node process. A run that ends
 * without a score (Lighthouse reports a runtime error, say Chromium's page load timing out) is not
 * a measurement, so it is run again, at most twice.
 */
export async function lighthouseScore(
  url: string,
  formFactor: 'mobile' | 'desktop',
  chromePath: string,
  attempts = 3,
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await scoreOnce(url, formFactor, chromePath);
    } catch (error) {
      if (attempt >= attempts) throw error;
      const reason = error instanceof Error ? error.message.split('\n').slice(-2).join(' ') : String(error);
      console.warn(`Lighthouse run ${attempt} gave no score, running it again (${reason.trim()})`);
    }
  }
}

async function scoreOnce(url: string, formFactor: 'mobile' | 'desktop', chromePath: string): Promise<number> {
  // Asynchronous: the server being measured runs in this process, and a synchronous child would
  // block it from answering Chromium (Lighthouse's navigation then waits for ever).
  const { stdout } = await promisify(execFile)(
    'node',
    ['scripts/lighthouse-score.mjs', url, formFactor, chromePath],
    { encoding: 'utf8' },
  );
  const score = Number(stdout.trim().split('\n').pop());
  if (!Number.isFinite(score)) throw new Error(`Lighthouse gave no score for ${url}: ${stdout}`);
  return score;
}
