import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** A run's score (0-100) and Lighthouse's measure of the host's CPU speed (higher is faster). */
export type LighthouseRun = { score: number; benchmarkIndex: number };

/**
 * Lighthouse's performance score for a URL, run in its own node process. A run that ends
 * without a score (Lighthouse reports a runtime error, say Chromium's page load timing out) is not
 * a measurement, so it is run again, at most twice.
 */
export async function lighthouseScore(
  url: string,
  formFactor: 'mobile' | 'desktop',
  chromePath: string,
  attempts = 3,
): Promise<LighthouseRun> {
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

async function scoreOnce(
  url: string,
  formFactor: 'mobile' | 'desktop',
  chromePath: string,
): Promise<LighthouseRun> {
  // Asynchronous: the server being measured runs in this process, and a synchronous child would
  // block it from answering Chromium (Lighthouse's navigation then waits for ever).
  const { stdout } = await promisify(execFile)(
    'node',
    ['scripts/lighthouse-score.mjs', url, formFactor, chromePath],
    { encoding: 'utf8' },
  );
  const run = parseRun(stdout.trim().split('\n').pop() ?? '');
  if (!run) throw new Error(`Lighthouse gave no score for ${url}: ${stdout}`);
  return run;
}

function parseRun(line: string): LighthouseRun | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const score = 'score' in parsed ? parsed.score : undefined;
  const benchmarkIndex = 'benchmarkIndex' in parsed ? parsed.benchmarkIndex : undefined;
  return typeof score === 'number' && typeof benchmarkIndex === 'number' ? { score, benchmarkIndex } : null;
}
