import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { RunningApp } from './app';
import { CHUNK_ROWS, WHOLE_LIST_CONCURRENCY } from './http/wholeLists';
import { DEMO_ADMIN, array, at, signIn, startServer, string } from './test-support';

// Answers are compressed when the client offers it; whole lists are streamed a chunk at a time
// and built one at a time, so ten exports cannot starve everyone else.
let server: RunningApp;
let token: string;

/**
 * Enough entries to span many chunks, many with one shared time (the order then rests on ids): a
 * whole log takes long enough to build that the requests after it queue behind it.
 */
async function addBulkLogs(app: RunningApp, entries = 30_000): Promise<void> {
  await app.db.query(
    `insert into logs (message, action, model, created_at)
     select 'Bulk entry ' || g, 'LOGIN', 'USER',
            case when g % 3 = 0 then timestamptz '2020-01-01 00:00:00.123456+00' else now() - g * interval '1 second' end
       from generate_series(1, $1::int) g`,
    [entries],
  );
}

before(async () => {
  server = await startServer('demo');
  token = await signIn(server.app, DEMO_ADMIN.email);
  await addBulkLogs(server);
});
after(() => server.close());

async function rawFrom(app: RunningApp, session: string, url: string, encoding?: string) {
  const headers: Record<string, string> = { 'x-auth-token': session };
  if (encoding) headers['accept-encoding'] = encoding;
  const started = performance.now();
  const response = await app.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  return { response, ms: performance.now() - started };
}

const raw = (url: string, encoding?: string) => rawFrom(server, token, url, encoding);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('compression', () => {
  test('GET /logs is compressed with gzip or br when offered, and reads back as the same JSON', async () => {
    const plain = (await raw('/logs')).response;
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    const expected: unknown = JSON.parse(plain.body);
    const gzip = (await raw('/logs', 'gzip, deflate')).response;
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.match(string(gzip.headers['content-type']), /^application\/json/);
    const unzipped = gunzipSync(gzip.rawPayload);
    assert.ok(
      gzip.rawPayload.length * 4 < unzipped.length,
      `${gzip.rawPayload.length} of ${unzipped.length} bytes`,
    );
    assert.deepEqual(JSON.parse(unzipped.toString('utf8')), expected);
    const br = (await raw('/logs', 'br')).response;
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')), expected);
  });

  test('other lists and records are compressed too; a small answer is not worth it', async () => {
    for (const url of ['/referrals', '/businesses', '/users']) {
      const { response } = await raw(url, 'gzip');
      assert.equal(response.headers['content-encoding'], 'gzip', url);
    }
    const small = (await raw('/regions/1', 'gzip')).response;
    assert.equal(small.statusCode, 200);
    assert.equal(small.headers['content-encoding'], undefined);
  });
});

describe('whole lists', () => {
  test('the streamed whole log is every entry once, newest first, across chunk boundaries and equal times', async () => {
    const entries = array(at(JSON.parse((await raw('/logs')).response.body), 'data'));
    const [count] = await server.db.query('select count(*)::int as count from logs');
    assert.ok(entries.length > 10 * CHUNK_ROWS);
    assert.equal(entries.length, count?.count);
    const ids = entries.map((entry) => Number(at(entry, 'id')));
    assert.equal(new Set(ids).size, ids.length);
    for (let index = 1; index < entries.length; index++) {
      const before = entries[index - 1];
      const entry = entries[index];
      const order = string(at(before, 'date')).localeCompare(string(at(entry, 'date')));
      assert.ok(order > 0 || (order === 0 && ids[index - 1]! > ids[index]!), `entry ${index} out of order`);
    }
  });

  test('GET /regions during ten parallel whole /logs takes at most 3 times its idle time', async () => {
    for (let warm = 0; warm < 5; warm++) await raw('/regions');
    const idle: number[] = [];
    for (let round = 0; round < 15; round++) idle.push((await raw('/regions')).ms);
    const exports = Array.from({ length: 10 }, async () => ({
      ...(await raw('/logs', 'gzip')),
      finishedAt: performance.now(),
    }));
    const during: number[] = [];
    for (let round = 0; round < 15; round++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      during.push((await raw('/regions')).ms);
    }
    const measuredUntil = performance.now();
    const done = await Promise.all(exports);
    assert.ok(done.every(({ response }) => response.statusCode === 200));
    // The exports were still running while /regions was measured.
    assert.ok(Math.max(...done.map(({ finishedAt }) => finishedAt)) > measuredUntil);
    const idleMs = Math.max(median(idle), 5);
    assert.ok(
      median(during) <= 3 * idleMs,
      `GET /regions: ${median(during).toFixed(1)} ms during the exports, ${idleMs.toFixed(1)} ms idle`,
    );
  });

  test('an uncompressed whole /logs over a real socket lets GET /regions through while it streams', async () => {
    // Over a socket, without compression, nothing but the chunk loop itself gives the event loop
    // a turn: this is how curl and scripts ask, and what inject or gzip would not show.
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { 'x-auth-token': token, 'accept-encoding': 'identity' };
    const list = await fetch(`${address}/api/v1/logs`, { headers });
    assert.equal(list.status, 200);
    assert.equal(list.headers.get('content-encoding'), null);
    let listDone = false;
    const body = list.text().then((text) => {
      listDone = true;
      return text;
    });
    const answeredWhileStreaming: number[] = [];
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      const regions = await fetch(`${address}/api/v1/regions`, { headers });
      assert.equal(regions.status, 200);
      await regions.arrayBuffer();
      if (!listDone) answeredWhileStreaming.push(performance.now() - started);
    }
    const [count] = await server.db.query('select count(*)::int as count from logs');
    assert.equal(array(at(JSON.parse(await body), 'data')).length, count?.count);
    assert.equal(
      answeredWhileStreaming.length,
      5,
      `GET /regions answered ${answeredWhileStreaming.length} of 5 times before the whole list ended`,
    );
  });

  test('whole lists beyond the queue are refused with 503 and Retry-After, never a 500; the rest are answered whole', async (t) => {
    // A shorter queue than the server's own (http/wholeLists.ts): the same rule, with four whole
    // logs to build instead of seventeen.
    const waiting = 3;
    const queued = await startServer('demo', { wholeListsWaiting: waiting });
    t.after(() => queued.close());
    const session = await signIn(queued.app, DEMO_ADMIN.email);
    // Fewer entries than the other tests': the queue fills as the requests arrive, however long a list takes.
    const entries = 5_000;
    await addBulkLogs(queued, entries);
    const asked = WHOLE_LIST_CONCURRENCY + waiting + 10;
    const answers = await Promise.all(Array.from({ length: asked }, () => rawFrom(queued, session, '/logs')));
    const statuses = answers.map(({ response }) => response.statusCode);
    assert.equal(statuses.filter((status) => status !== 200 && status !== 503).length, 0, String(statuses));
    const refused = answers.filter(({ response }) => response.statusCode === 503);
    assert.ok(refused.length >= 10, `${refused.length} of ${asked} refused`);
    for (const { response } of refused) {
      assert.equal(response.headers['retry-after'], '5');
      assert.match(string(at(response.json(), 'message')), /busy sending other whole lists/);
    }
    for (const { response } of answers.filter(({ response }) => response.statusCode === 200))
      assert.ok(array(at(response.json(), 'data')).length > entries);
    // Once the queue has drained, a whole list is answered again.
    assert.equal((await rawFrom(queued, session, '/logs')).response.statusCode, 200);
  });
});
