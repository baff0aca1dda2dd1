import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApp, type RunningApp } from './app';
import type { Database } from './db/database';
import { Writable } from 'node:stream';
import {
  at,
  call,
  CHEAP_PASSWORDS,
  client,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  eventually,
  freshDatabaseAt,
  signIn,
} from './test-support';

/*
 * Running the server as a service: liveness and readiness outside /api/v1 (what a load balancer or
 * an orchestrator probes; ready means the database answers with every migration applied, and the
 * instance is not draining), a request id on every answer that finds the request's log lines, and
 * nothing secret in those lines.
 */
let server: RunningApp;
let db: Database;
/** While set, the database's queries fail as those of a stopped database do. */
let stopped = false;
/** While set, the database's transactions (every save) fail with an error nobody expects. */
let broken = false;
/** Fastify's JSON log lines. */
const logLines: string[] = [];

before(async () => {
  db = await freshDatabaseAt('demo', CHEAP_PASSWORDS);
  const flaky: Database = {
    ...db,
    query: (sql, params) =>
      stopped
        ? Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
        : db.query(sql, params),
    transaction: (work) =>
      broken ? Promise.reject(new Error('an unexpected failure')) : db.transaction(work),
  };
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  server = await createApp({
    database: flaky,
    outbox: 'memory',
    passwordCost: CHEAP_PASSWORDS,
    logger: { stream: log },
  });
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
  assert.equal(at(missing.body, 'reason'), 'migrations not applied');
  await db.query('insert into schema_migrations (version) values ($1)', [latest?.version]);
  await becomes(200);
});

test('readiness is 503 while the database does not answer, and the API a retryable 503; liveness stays 200', async () => {
  stopped = true;
  try {
    const down = await becomes(503);
    assert.equal(at(down.body, 'reason'), 'database unavailable');
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

const REFERENCE = /^[0-9A-F]{4}-[0-9A-F]{4}$/;
const logged = () => logLines.map((line): unknown => JSON.parse(line));

test('every answer carries its own request id; every error body says it as its reference', async () => {
  const answers = [
    await call(server.app, 'GET', '/livez'),
    await call(server.app, 'GET', '/api/v1/extensions'),
    await call(server.app, 'GET', '/api/v1/regions'),
    await call(server.app, 'GET', '/api/v1/no-such-thing'),
    await call(server.app, 'POST', '/api/v1/auth/login', { email: 'nobody' }),
  ];
  const ids = answers.map((answer) => String(answer.headers['x-request-id']));
  for (const id of ids) assert.match(id, REFERENCE);
  assert.equal(new Set(ids).size, ids.length, 'each request its own id');
  assert.deepEqual(
    answers.map((answer) => at(answer.body, 'reference')),
    [undefined, undefined, ids[2], ids[3], ids[4]],
  );
  assert.equal(answers[4]?.status, 400);
  assert.ok(Array.isArray(at(answers[4]?.body, 'data')), 'a validation error keeps its field errors');
  // A client cannot choose the id its request is logged under.
  const chosen = await call(server.app, 'GET', '/api/v1/regions', undefined, {
    headers: { 'x-request-id': 'FFFF-FFFF' },
  });
  assert.notEqual(chosen.headers['x-request-id'], 'FFFF-FFFF');
  assert.equal(at(chosen.body, 'reference'), chosen.headers['x-request-id']);
});

test('the reference of a failing save finds its lines in the log, and no token, password or code is logged', async () => {
  const token = await signIn(server.app, DEMO_ADMIN.email);
  const admin = client(server.app, token);
  await call(server.app, 'GET', '/api/v1/auth/verify?token=a-secret-verification-token');
  await call(server.app, 'POST', '/api/v1/auth/password-reset?token=a-secret-reset-token', {
    password: 'A-new-secret-password-1',
  });
  broken = true;
  let failed;
  try {
    failed = await admin.post('/regions', { name: 'Failing save' });
  } finally {
    broken = false;
  }
  assert.equal(failed.status, 500);
  const reference = String(at(failed.body, 'reference'));
  assert.match(reference, REFERENCE);
  assert.equal(failed.headers['x-request-id'], reference);
  const lines = await eventually(() => {
    const found = logged().filter((line) => at(line, 'reqId') === reference);
    return found.some((line) => at(line, 'msg') === 'request completed') ? found : undefined;
  });
  assert.deepEqual(
    lines.map((line) => at(line, 'msg')),
    ['incoming request', 'unexpected error', 'request completed'],
  );
  assert.equal(at(lines[0], 'req', 'url'), '/api/v1/regions');
  assert.equal(at(lines[2], 'res', 'statusCode'), 500);
  const text = logLines.join('\n');
  for (const secret of [
    token,
    DEMO_PASSWORD,
    'a-secret-verification-token',
    'a-secret-reset-token',
    'A-new-secret-password-1',
  ])
    assert.ok(!text.includes(secret), `the log holds no ${secret}`);
});

test('readiness is 503 from the moment the instance drains; liveness stays 200', async () => {
  server.readiness.startDraining();
  const draining = await readiness();
  assert.equal(draining.status, 503);
  assert.equal(at(draining.body, 'status'), 'unready');
  assert.equal(at(draining.body, 'reason'), 'draining');
  assert.equal((await call(server.app, 'GET', '/livez')).status, 200);
});
