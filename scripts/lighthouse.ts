import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Lighthouse's performance score (0-100) for a URL, run in its own node process. */
export async function lighthouseScore(
  url: string,
  formFactor: 'mobile' | 'desktop',
  chromePath: string,
): Promise<number> {
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
