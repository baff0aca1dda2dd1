/**
 * The insights extension's server time (server/routes/insights.ts) for the last financial year (a
 * full one; --this-year for the current one, which has only the months so far), on a
 * seeded PGlite folder or a PostgreSQL URL, with no HTTP around it: each of its queries timed, and
 * the whole answer's median and p95 over the runs. Opens the folder itself (its lock refuses a
 * folder a server has open).
 *
 *   npx tsx scripts/bench/insightsQuery.ts DIR|URL [--runs=N] [--this-year] [--explain]
 */
import path from 'node:path';
import { isDatabaseUrl, openDatabase } from '../../server/db/open';
import type { Database } from '../../server/db/database';
import { insightsOf } from '../../server/routes/insights';
import { financialYearQuery } from './insightsBench';
import { percentile } from './report';

const location = process.argv[2];
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 20);
const explain = process.argv.includes('--explain');
const thisYear = process.argv.includes('--this-year');

/**
 * The database, with each query's time added to `spent` under its last 90 characters. Queries run
 * one at a time here (as PGlite runs them anyway), so each one's time is its own, not its wait.
 */
function timed(db: Database, spent: Map<string, number[]>): Database {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    ...db,
    query(sql, params) {
      const run = queue.then(() => measure(sql, params));
      queue = run.catch(() => undefined);
      return run;
    },
  };
  async function measure(sql: string, params: readonly unknown[] | undefined) {
    const started = performance.now();
    try {
      return await db.query(sql, params);
    } finally {
      const key = sql.replace(/\s+/g, ' ').slice(-90);
      spent.set(key, [...(spent.get(key) ?? []), performance.now() - started]);
      if (explain) {
        const plan = await db.query(`explain analyze ${sql}`, params);
        console.log(`\n${key}\n${plan.map((row) => Object.values(row).join(' ')).join('\n')}`);
      }
    }
  }
}

async function main() {
  if (!location) throw new Error('Usage: npx tsx scripts/bench/insightsQuery.ts DIR|URL [--runs=N]');
  const db = await openDatabase(isDatabaseUrl(location) ? location : path.resolve(location));
  try {
    const now = new Date();
    const query = financialYearQuery(thisYear ? 'thisYear' : 'lastYear', now);
    const spent = new Map<string, number[]>();
    const measured = timed(db, spent);
    await insightsOf(explain ? measured : db, query, now);
    if (explain) return;
    const totals: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await insightsOf(measured, query, now);
      totals.push(performance.now() - started);
    }
    totals.sort((a, b) => a - b);
    console.log(`GET /insights ${query.from}..${query.to}, ${runs} runs`);
    console.log(
      `  median ${percentile(totals, 50).toFixed(0)} ms, p95 ${percentile(totals, 95).toFixed(0)} ms`,
    );
    for (const [sql, times] of spent)
      console.log(
        `  ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0).padStart(5)} ms  …${sql}`,
      );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
