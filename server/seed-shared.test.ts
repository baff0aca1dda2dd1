import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { createApp } from './app';
import { APPLICATION_NAME, claimForSeeding, openPostgres } from './db/postgres';
import type { Database } from './db/database';
import { call, client, DEMO_ADMIN, eventually, runAgainOnPostgres, signIn } from './test-support';

/** Ends every session a server has on database `name` (its pool, its in-use lock, its LISTEN), as an operator's pg_terminate_backend or a network blip would, and waits until they are gone. */
async function terminateServerSessions(maintenance: Database, name: string): Promise<void> {
  const sessions = `from pg_stat_activity where datname = $1 and application_name = any($2)`;
  const names = [APPLICATION_NAME, `${APPLICATION_NAME} in-use`, `${APPLICATION_NAME} listen`];
  await maintenance.query(`select pg_terminate_backend(pid) ${sessions}`, [name, names]);
  await eventually(async () => {
    const [row] = await maintenance.query(`select count(*)::int as left ${sessions}`, [name, names]);
    return Number(row?.left) === 0 ? true : undefined;
  });
}

/*
 * `npm run seed` on a shared PostgreSQL: refused while any server runs on the database (they hold
 * an advisory lock, shared), and refused when the database holds data unless --force, which says
 * what it deletes. The race of a seed started while a server's sessions were cut off ends either
 * with the seed refused or with the server serving nothing until the seed is done. This needs a real PostgreSQL: under TEST_DATABASE_URL it uses that server;
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

/** The same, without blocking this process: the server under test keeps running meanwhile. */
function seedCliBeside(databaseUrl: string, args: string[]): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join('server', 'seed-cli.ts'), ...args],
      {
        cwd: path.join(__dirname, '..'),
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: '' },
        encoding: 'utf8',
        timeout: 5 * 60_000,
      },
      (error, stdout, stderr) => {
        const status = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ status, output: `${stdout}${stderr}` });
      },
    );
  });
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

      // The race: every session of the server is cut off, and a seed claims the database at once.
      const admin = client(running.app, await signIn(running.app, DEMO_ADMIN.email));
      const regionsBefore = (await admin.get('/regions')).body;
      let claimed = 0;
      for (let round = 0; round < 5; round++) {
        await terminateServerSessions(maintenance, name);
        const release = await claimForSeeding(databaseUrl).catch(() => null);
        if (release === null) continue;
        claimed += 1;
        try {
          // While the seed holds it, the instance is unready and serves nothing, reads nor writes.
          assert.equal((await call(running.app, 'GET', '/readyz')).status, 503);
          assert.equal((await admin.get('/regions')).status, 503);
          assert.equal((await admin.post('/regions', { name: `Raced ${round}` })).status, 503);
        } finally {
          await release();
        }
        await eventually(async () =>
          (await call(running.app, 'GET', '/readyz')).status === 200 ? true : undefined,
        );
      }
      assert.ok(claimed > 0, 'a seed claimed the database in at least one round');
      assert.deepEqual((await admin.get('/regions')).body, regionsBefore);
      // The command itself, started the moment the sessions are cut off, refuses.
      await terminateServerSessions(maintenance, name);
      const raced = await seedCliBeside(databaseUrl, ['--force']);
      assert.notEqual(raced.status, 0, raced.output);
      assert.match(raced.output, /A server is running on this database/);
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
