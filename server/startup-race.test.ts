import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createApp } from './app';
import { openPostgres } from './db/postgres';
import { int } from './db/rows';
import { DATASET_SIZES } from './seed';
import { DEMO_ADMIN, client, runAgainOnPostgres, signIn } from './test-support';

const INSTANCES = 3;

/*
 * Instances started at the same moment on one empty PostgreSQL all come up: migrations and the
 * demo seed run under an advisory lock, so one does them and the others find them done. This needs
 * a real PostgreSQL: under TEST_DATABASE_URL (the suite's PostgreSQL run) it uses that server;
 * otherwise it runs itself once more through scripts/with-postgres.sh, which provides one.
 */
test(`${INSTANCES} instances started together on an empty PostgreSQL all come up, and the demo data is seeded once`, async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    runAgainOnPostgres('server/startup-race.test.ts');
    return;
  }

  const name = `referrals_race_${process.pid}`;
  const maintenance = await openPostgres(serverUrl);
  await maintenance.exec(`drop database if exists ${name}`);
  await maintenance.exec(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const started = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () =>
        createApp({ database: url.toString(), seed: 'demo', outbox: 'memory' }),
      ),
    );
    const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      assert.deepEqual(failures, [], 'every instance started');
      for (const server of running) {
        const token = await signIn(server.app, DEMO_ADMIN.email);
        const regions = await client(server.app, token).get('/regions');
        assert.equal(regions.status, 200);
      }
      const [first] = running;
      assert.ok(first);
      const [regions] = await first.db.query('select count(*)::int as count from regions');
      assert.ok(regions);
      assert.equal(int(regions, 'count'), DATASET_SIZES.demo.regions);
    } finally {
      await Promise.all(running.map((server) => server.close()));
    }
  } finally {
    await maintenance.exec(`drop database if exists ${name}`);
    await maintenance.close();
  }
});
