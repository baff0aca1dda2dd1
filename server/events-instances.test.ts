import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createApp, type RunningApp } from './app';
import { openPostgres } from './db/postgres';
import { openEventStream, type Frame } from './events/streamClient';
import { DEMO_ADMIN, at, client, number, runAgainOnPostgres, signIn, unique } from './test-support';

/*
 * Two instances on one PostgreSQL: a write through instance A reaches a stream open on
 * instance B, through LISTEN/NOTIFY; a rolled-back write reaches nobody; and an event id from A
 * resumes a stream on B, since the ids come from one sequence in the database. This needs a real
 * PostgreSQL: under TEST_DATABASE_URL (the suite's PostgreSQL run) it uses that server; otherwise
 * it runs itself once more through scripts/with-postgres.sh, which provides one.
 */
test('a write through instance A reaches a stream on instance B; its ids resume there', async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    runAgainOnPostgres('server/events-instances.test.ts');
    return;
  }

  const name = `referrals_instances_${process.pid}`;
  const maintenance = await openPostgres(serverUrl);
  await maintenance.exec(`drop database if exists ${name}`);
  await maintenance.exec(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const running: RunningApp[] = [];
  try {
    // One after the other: the first migrates and seeds (under the schema lock either way).
    running.push(await createApp({ database: url.toString(), seed: 'demo', outbox: 'memory' }));
    running.push(await createApp({ database: url.toString(), seed: 'demo', outbox: 'memory' }));
    const [a, b] = running;
    assert.ok(a && b);
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const address = b.app.server.address();
    assert.ok(address && typeof address === 'object');
    const baseB = `http://127.0.0.1:${address.port}`;
    const onA = client(a.app, await signIn(a.app, DEMO_ADMIN.email));
    const tokenB = await signIn(b.app, DEMO_ADMIN.email);
    const isChange = (frame: Frame) => frame.event === 'change';
    const idOf = (frame: Frame): unknown => at(JSON.parse(frame.data ?? 'null'), 'id');

    const stream = await openEventStream(baseB, tokenB);
    try {
      assert.equal(stream.response.status, 200);
      await stream.next((frame) => frame.comment === 'connected');
      const made = await onA.post('/regions', { name: unique('Across') });
      assert.equal(made.status, 201);
      const regionId = number(at(made.body, 'data', 'id'));
      const started = Date.now();
      const first = await stream.next((frame) => isChange(frame) && idOf(frame) === regionId, 5000);
      assert.ok(Date.now() - started < 3000, 'within a second or so');

      // Refused inside its transaction on A (region 1 has businesses): nothing reaches B.
      assert.equal((await onA.delete('/regions/1')).status, 409);
      const renamed = await onA.put(`/regions/${regionId}`, { name: unique('Renamed') });
      assert.equal(renamed.status, 200);
      await stream.next(
        (frame) => isChange(frame) && idOf(frame) === regionId,
        5000,
        stream.frames.indexOf(first) + 1,
      );
      const changes = stream.frames
        .filter(isChange)
        .map((frame) => at(JSON.parse(frame.data ?? 'null'), 'action'));
      assert.deepEqual(changes, ['CREATE', 'UPDATE']);

      // The id B gave resumes on B after a reconnect; the event numbers are the database's.
      const resumed = await openEventStream(baseB, tokenB, { 'last-event-id': String(first.id) });
      try {
        const next = await resumed.next((frame) => isChange(frame) || frame.event === 'reset');
        assert.equal(next.event, 'change');
        assert.equal(Number(next.id) > Number(first.id), true);
      } finally {
        resumed.close();
      }

      // The instances' listening connections are cut: they come back, the stream is told to refetch (reset), and
      // the next change arrives as before.
      const seen = stream.frames.length;
      await a.db.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
      );
      await stream.next((frame) => frame.event === 'reset', 10_000, seen);
      const after = await onA.put(`/regions/${regionId}`, { name: unique('After the cut') });
      assert.equal(after.status, 200);
      await stream.next((frame) => isChange(frame) && idOf(frame) === regionId, 10_000, seen);
    } finally {
      stream.close();
    }
  } finally {
    await Promise.all(running.map((server) => server.close()));
    await maintenance.exec(`drop database if exists ${name}`);
    await maintenance.close();
  }
});
