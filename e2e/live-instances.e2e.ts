/**
 * Live updates across server instances: two instances on one PostgreSQL, a console on
 * each; a change made through one reaches the console connected to the other, through LISTEN/NOTIFY.
 * This needs a real PostgreSQL: under TEST_DATABASE_URL (as `scripts/with-postgres.sh` sets it) it
 * uses that server; otherwise it runs itself once more through scripts/with-postgres.sh.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createApp, type RunningApp } from '../server/app';
import { openPostgres } from '../server/db/postgres';
import { runAgainOnPostgres } from '../server/test-support';
import { createHarness } from './harness';
import { main } from './journeys';
import { firstBusiness, LIVE_MS, renameBusiness, signInAt } from './liveChanges';

const serverUrl = process.env.TEST_DATABASE_URL;
// The harness (its browser) only where the journey runs: the PostgreSQL run.
const e2e = serverUrl ? createHarness() : undefined;

test('two instances on one PostgreSQL: a rename through instance A shows on a console connected to instance B', async (t) => {
  if (!serverUrl || !e2e) {
    runAgainOnPostgres('e2e/live-instances.e2e.ts');
    return;
  }
  const name = `referrals_live_${process.pid}`;
  const maintenance = await openPostgres(serverUrl);
  await maintenance.exec(`create database ${name}`);
  await maintenance.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  // The pages first: after-hooks run in the order they are registered, so the pages close before
  // their servers stop, and no event stream reconnects to a closed port.
  const [watcher, other] = await Promise.all([e2e.newPage(t), e2e.newPage(t)]);
  const instances: RunningApp[] = [];
  t.after(async () => {
    for (const instance of instances) await instance.close();
    const cleanup = await openPostgres(serverUrl);
    await cleanup.exec(`drop database if exists ${name}`);
    await cleanup.close();
  });
  const start = async (): Promise<string> => {
    const instance = await createApp({
      database: url.toString(),
      seed: 'demo',
      outbox: 'memory',
      serveConsole: true,
      loginThrottle: { freePerAccount: 1000, perClient: 10_000 },
    });
    instances.push(instance);
    await instance.app.listen({ port: 0, host: '127.0.0.1' });
    const address = instance.app.server.address();
    assert.ok(address && typeof address === 'object');
    return `http://127.0.0.1:${address.port}`;
  };
  const instanceA = await start();
  const instanceB = await start();

  await signInAt(watcher, instanceB);
  await signInAt(other, instanceA);
  const business = await firstBusiness(instanceA, other);
  await watcher.goto(`${instanceB}/businesses`);
  await main(watcher).getByText(business.name, { exact: true }).first().waitFor();
  await watcher.waitForTimeout(500);

  const renamed = `${business.name} (via instance A)`;
  await renameBusiness(instanceA, other, business.id, renamed);
  await main(watcher).getByText(renamed, { exact: true }).waitFor({ timeout: LIVE_MS });
});
