import { execFileSync } from 'node:child_process';

/** Lighthouse's performance score (0-100) for a URL, run in its own node process. */
export async function lighthouseScore(
  url: string,
  formFactor: 'mobile' | 'desktop',
  chromePath: string,
): Promise<number> {
  const output = execFileSync('node', ['scripts/lighthouse-score.mjs', url, formFactor, chromePath], {
    encoding: 'utf8',
  });
  const score = Number(output.trim().split('\n').pop());
  if (!Number.isFinite(score)) throw new Error(`Lighthouse gave no score for ${url}: ${output}`);
  return score;
}
