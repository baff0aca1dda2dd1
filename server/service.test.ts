import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApp, type RunningApp } from './app';
import type { Database } from './db/database';
import { call, eventually, freshDatabase } from './test-support';

/*
 * Liveness and readiness, outside /api/v1: what a load balancer or an orchestrator probes. Ready
 * means the database answers with every migration applied, and the instance is not draining.
 */
let server: RunningApp;
let db: Database;
/** While set, the database's queries fail as those of a stopped database do. */
let stopped = false;

before(async () => {
  db = await freshDatabase('none');
  const flaky: Database = {
    ...db,
    query: (sql, params) =>
      stopped
        ? Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
        : db.query(sql, params),
  };
  server = await createApp({ database: flaky, outbox: 'memory' });
});
after(() => server.close());

const readiness = () => call(server.app, 'GET', '/readyz');
const becomes = (status: number) =>
  eventually(async () => {
    const answer = await readiness();
    return answer.status === status ? answer : undefined;
  });

test('liveness and readiness answer 200 on a serving instance, uncached, with no sign-in', async () => {
  const live = await call(server.app, 'GET', '/livez');
  assert.equal(live.status, 200);
  assert.deepEqual(live.body, { status: 'live' });
  assert.equal(live.headers['cache-control'], 'no-store');
  const ready = await readiness();
  assert.equal(ready.status, 200);
  assert.deepEqual(ready.body, { status: 'ready' });
  assert.equal(ready.headers['cache-control'], 'no-store');
  assert.equal((await server.app.inject({ method: 'HEAD', url: '/readyz' })).statusCode, 200);
});

test('readiness is 503 while a migration is missing, and 200 once it is back', async () => {
  const [latest] = await db.query('select max(version) as version from schema_migrations');
  await db.query('delete from schema_migrations where version = $1', [latest?.version]);
  const missing = await becomes(503);
  assert.deepEqual(missing.body, { status: 'unready', reason: 'migrations not applied' });
  await db.query('insert into schema_migrations (version) values ($1)', [latest?.version]);
  await becomes(200);
});

test('readiness is 503 while the database does not answer, and the API a retryable 503; liveness stays 200', async () => {
  stopped = true;
  try {
    const down = await becomes(503);
    assert.deepEqual(down.body, { status: 'unready', reason: 'database unavailable' });
    assert.equal((await call(server.app, 'GET', '/livez')).status, 200);
    const signIn = await call(server.app, 'POST', '/api/v1/auth/login', {
      email: 'a@example.com',
      password: 'x',
    });
    assert.equal(signIn.status, 503);
    assert.equal(signIn.headers['retry-after'], '2');
    assert.match(
      String((signIn.body as { message?: unknown }).message),
      /cannot reach its database.*try again/,
    );
  } finally {
    stopped = false;
  }
  await becomes(200);
});

test('readiness is 503 from the moment the instance drains; liveness stays 200', async () => {
  server.readiness.startDraining();
  const draining = await readiness();
  assert.equal(draining.status, 503);
  assert.deepEqual(draining.body, { status: 'unready', reason: 'draining' });
  assert.equal((await call(server.app, 'GET', '/livez')).status, 200);
});
