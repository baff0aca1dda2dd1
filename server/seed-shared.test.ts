import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { createApp } from './app';
import { openPostgres } from './db/postgres';
import { runAgainOnPostgres } from './test-support';

/*
 * `npm run seed` on a shared PostgreSQL: refused while any server runs on the database (they hold
 * an advisory lock, shared), and refused when the database holds data unless --force, which says
 * what it deletes. This needs a real PostgreSQL: under TEST_DATABASE_URL it uses that server;
 * otherwise it runs itself once more through scripts/with-postgres.sh, which provides one.
 */
function seedCli(databaseUrl: string, args: string[] = []) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('server', 'seed-cli.ts'), ...args],
    {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: '' },
      encoding: 'utf8',
      timeout: 5 * 60_000,
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('npm run seed refuses a database a server runs on, and one holding data unless --force', async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    runAgainOnPostgres('server/seed-shared.test.ts');
    return;
  }
  const name = `referrals_seed_${process.pid}`;
  const maintenance = await openPostgres(serverUrl);
  await maintenance.exec(`drop database if exists ${name}`);
  await maintenance.exec(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  try {
    const first = seedCli(databaseUrl);
    assert.equal(first.status, 0, first.output);
    assert.match(first.output, /Seeded/);

    const again = seedCli(databaseUrl);
    assert.notEqual(again.status, 0, again.output);
    assert.match(again.output, /already holds data: \d+ users \(and their sessions\), \d+ businesses/);
    assert.match(again.output, /--force/);

    const running = await createApp({ database: databaseUrl, outbox: 'memory' });
    try {
      const whileRunning = seedCli(databaseUrl, ['--force']);
      assert.notEqual(whileRunning.status, 0, whileRunning.output);
      assert.match(whileRunning.output, /A server is running on this database/);
      // The running server's data is all there.
      const [row] = await running.db.query('select count(*)::int as count from users');
      assert.ok(Number(row?.count) > 0);
    } finally {
      await running.close();
    }

    const forced = seedCli(databaseUrl, ['--force']);
    assert.equal(forced.status, 0, forced.output);
    assert.match(forced.output, /--force: deleting \d+ users \(and their sessions\)/);
    assert.match(forced.output, /Seeded/);
  } finally {
    await maintenance.exec(`drop database if exists ${name}`);
    await maintenance.close();
  }
});
