/**
 * The events extension: every committed write reaches the open streams as a `change`
 * event, in order, with ids only; a rolled-back write sends nothing; Last-Event-ID resumes, or
 * resets when the server no longer holds the gap; only admins may listen, and a stream whose
 * session ends is closed.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunningApp } from './app';
import { isJsonObject } from './openapi/document';
import { openEventStream, type Frame } from './events/streamClient';
import {
  DEMO_ADMIN,
  DEMO_USER,
  array,
  at,
  client,
  insertUser,
  number,
  signIn,
  startServer,
  unique,
  type Client,
} from './test-support';

const BUFFER_SIZE = 5;

let server: RunningApp;
let baseUrl = '';
let admin: Client;
let adminToken = '';

before(async () => {
  server = await startServer('demo', {
    events: { heartbeatMs: 150, sessionCheckMs: 200, bufferSize: BUFFER_SIZE },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  assert.ok(address && typeof address === 'object');
  baseUrl = `http://127.0.0.1:${address.port}`;
  adminToken = await signIn(server.app, DEMO_ADMIN.email);
  admin = client(server.app, adminToken);
});
after(() => server.close());

const isChange = (frame: Frame) => frame.event === 'change';
const dataOf = (frame: Frame | undefined): unknown => JSON.parse(frame?.data ?? 'null');

async function createRegion(): Promise<number> {
  const answer = await admin.post('/regions', { name: unique('Region') });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return number(at(answer.body, 'data', 'id'));
}

test('without a token 401, for a non-admin 403: JSON answers, no stream', async () => {
  const anonymous = await openEventStream(baseUrl, undefined);
  assert.equal(anonymous.response.status, 401);
  assert.match(anonymous.response.headers.get('content-type') ?? '', /^application\/json/);
  const user = await openEventStream(baseUrl, await signIn(server.app, DEMO_USER.email));
  assert.equal(user.response.status, 403);
  // The token in the address instead of the header is not read.
  const inQuery = await fetch(`${baseUrl}/api/v1/events?token=${adminToken}`);
  assert.equal(inQuery.status, 401);
  await inQuery.body?.cancel();
});

test('the stream is text/event-stream, uncached, unbuffered and uncompressed, with heartbeats', async () => {
  const stream = await openEventStream(baseUrl, adminToken, { 'accept-encoding': 'gzip, br' });
  try {
    assert.equal(stream.response.status, 200);
    assert.match(stream.response.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(stream.response.headers.get('cache-control'), 'no-cache');
    assert.equal(stream.response.headers.get('x-accel-buffering'), 'no');
    assert.equal(stream.response.headers.get('content-encoding'), null);
    // The security headers of every answer come along, though the stream is written by hand.
    assert.equal(stream.response.headers.get('x-content-type-options'), 'nosniff');
    await stream.next((frame) => frame.comment === 'heartbeat');
  } finally {
    stream.close();
  }
});

test('committed writes arrive in order, as ids only, each with a larger id', async () => {
  const stream = await openEventStream(baseUrl, adminToken);
  try {
    const id = await createRegion();
    assert.equal((await admin.put(`/regions/${id}`, { name: unique('Renamed') })).status, 200);
    assert.equal((await admin.delete(`/regions/${id}`)).status, 200);
    await stream.next((frame) => isChange(frame) && at(dataOf(frame), 'action') === 'DELETE');
    const changes = stream.frames.filter(isChange);
    assert.deepEqual(
      changes.map((frame) => [
        at(dataOf(frame), 'model'),
        at(dataOf(frame), 'id'),
        at(dataOf(frame), 'action'),
      ]),
      [
        ['REGION', id, 'CREATE'],
        ['REGION', id, 'UPDATE'],
        ['REGION', id, 'DELETE'],
      ],
    );
    const ids = changes.map((frame) => Number(frame.id));
    assert.deepEqual(
      [...ids].sort((a, b) => a - b),
      ids,
      `ids in order: ${ids.join(', ')}`,
    );
    assert.equal(new Set(ids).size, 3);
    const first = dataOf(changes[0]);
    assert.ok(isJsonObject(first));
    assert.deepEqual(Object.keys(first).sort(), ['action', 'actor', 'at', 'id', 'model']);
    assert.equal(number(at(first, 'actor')) > 0, true);
    assert.ok(!Number.isNaN(Date.parse(String(at(first, 'at')))));
  } finally {
    stream.close();
  }
});

test('a write that fails (409, 412, 400) sends no event', async () => {
  const stream = await openEventStream(baseUrl, adminToken);
  try {
    const id = await createRegion();
    await stream.next((frame) => isChange(frame) && at(dataOf(frame), 'id') === id);
    const taken = (await admin.get('/regions')).body;
    const otherName = String(
      at(
        array(at(taken, 'data')).find((item) => at(item, 'id') !== id),
        'name',
      ),
    );
    assert.equal((await admin.put(`/regions/${id}`, { name: otherName })).status, 409);
    const stale = await admin.put(
      `/regions/${id}`,
      { name: unique('Stale') },
      { headers: { 'if-match': '"99"' } },
    );
    assert.equal(stale.status, 412);
    // A region with businesses: the deletion is refused inside its transaction, which rolls back.
    const withBusinesses = number(
      at(array(at(await admin.get('/businesses'), 'body', 'data'))[0], 'region', 'id'),
    );
    const seen = stream.frames.length;
    assert.equal((await admin.delete(`/regions/${withBusinesses}`)).status, 409);
    const marker = await createRegion();
    const next = await stream.next(isChange, 5000, seen);
    assert.equal(at(dataOf(next), 'id'), marker, 'the next event is the next committed write');
  } finally {
    stream.close();
  }
});

test('a write that changes nothing sends no event', async () => {
  const stream = await openEventStream(baseUrl, adminToken);
  try {
    const name = unique('Region');
    const made = await admin.post('/regions', { name });
    const id = number(at(made.body, 'data', 'id'));
    await stream.next((frame) => isChange(frame) && at(dataOf(frame), 'id') === id);
    const seen = stream.frames.length;
    assert.equal((await admin.put(`/regions/${id}`, { name })).status, 200);
    const marker = await createRegion();
    const next = await stream.next(isChange, 5000, seen);
    assert.equal(at(dataOf(next), 'id'), marker, 'the next event is the next real change');
  } finally {
    stream.close();
  }
});

test('Last-Event-ID resumes after that event; a gap the server no longer holds sends a reset first', async () => {
  const first = await openEventStream(baseUrl, adminToken);
  const start = await createRegion();
  const startFrame = await first.next((frame) => isChange(frame) && at(dataOf(frame), 'id') === start);
  first.close();
  const missed = [await createRegion(), await createRegion()];

  const resumed = await openEventStream(baseUrl, adminToken, { 'last-event-id': String(startFrame.id) });
  try {
    await resumed.next((frame) => isChange(frame) && at(dataOf(frame), 'id') === missed[1]);
    assert.deepEqual(
      resumed.frames.filter(isChange).map((frame) => at(dataOf(frame), 'id')),
      missed,
    );
    assert.equal(
      resumed.frames.some((frame) => frame.event === 'reset'),
      false,
    );
  } finally {
    resumed.close();
  }

  // More changes than the server keeps: the gap since `start` is no longer whole.
  for (let index = 0; index < BUFFER_SIZE + 1; index += 1) await createRegion();
  const late = await openEventStream(baseUrl, adminToken, { 'last-event-id': String(startFrame.id) });
  try {
    const reset = await late.next((frame) => frame.event === 'reset' || isChange(frame));
    assert.equal(reset.event, 'reset');
    assert.equal(reset.data, '{}');
  } finally {
    late.close();
  }

  const nonsense = await openEventStream(baseUrl, adminToken, { 'last-event-id': 'not-a-number' });
  try {
    assert.equal((await nonsense.next((frame) => frame.event === 'reset')).data, '{}');
  } finally {
    nonsense.close();
  }
});

test('a signed-out or demoted session ends its stream within seconds', async () => {
  const email = `${unique('listener').replace(/\W/g, '')}@example.com`;
  const userId = await insertUser(server.db, { email, isAdmin: true });

  const signedOutToken = await signIn(server.app, email);
  const signedOut = await openEventStream(baseUrl, signedOutToken);
  const demotedToken = await signIn(server.app, email);
  const demoted = await openEventStream(baseUrl, demotedToken);
  assert.equal(signedOut.response.status, 200);
  assert.equal(demoted.response.status, 200);

  assert.equal((await client(server.app, signedOutToken).post('/auth/logout')).status, 200);
  await eventuallyEnded(signedOut);
  assert.equal(demoted.ended(), false, 'another session of the same user keeps its stream');

  const demotion = {
    email,
    firstName: 'Test',
    lastName: 'User',
    mobile: '0400000000',
    isAdmin: false,
    isActive: true,
    business: null,
  };
  assert.equal((await admin.put(`/users/${userId}`, demotion)).status, 200);
  await eventuallyEnded(demoted);
});

async function eventuallyEnded(stream: Awaited<ReturnType<typeof openEventStream>>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!stream.ended()) {
    assert.ok(Date.now() < deadline, 'the stream is still open');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

test('closing a stream lets go of its subscription', async () => {
  await settle();
  const before = server.changes.subscriberCount;
  const stream = await openEventStream(baseUrl, adminToken);
  await stream.next((frame) => frame.comment === 'connected');
  assert.equal(server.changes.subscriberCount, before + 1);
  stream.close();
  await settle();
  assert.equal(server.changes.subscriberCount, before);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

test('a 10,000-row import is one bulk event, and every open stream stays open', async () => {
  const [region] = array(at((await admin.get('/regions')).body, 'data'));
  const regionName = String(at(region, 'name'));
  // Two admins, six streams each (within the eight an account may hold).
  const otherAdmin = `${unique('bulk-reader').replace(/\W/g, '')}@example.com`;
  await insertUser(server.db, { email: otherAdmin });
  const tokens = [adminToken, await signIn(server.app, otherAdmin)];
  const streams = await Promise.all(
    Array.from({ length: 12 }, (_, index) => openEventStream(baseUrl, tokens[index % 2])),
  );
  try {
    await Promise.all(streams.map((stream) => stream.next((frame) => frame.comment === 'connected')));
    const prefix = unique('Bulk');
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      line: index + 2,
      name: `${prefix} ${index}`,
      region: regionName,
      categories: [],
    }));
    const imported = await admin.post('/businesses/import', { dryRun: false, rows });
    assert.equal(imported.status, 200, JSON.stringify(imported.body).slice(0, 300));
    const marker = await createRegion();
    for (const stream of streams) {
      await stream.next((frame) => isChange(frame) && at(dataOf(frame), 'id') === marker, 30_000);
      const bulk = stream.frames.filter((frame) => frame.event === 'bulk');
      assert.equal(bulk.length, 1);
      const data = dataOf(bulk[0]);
      assert.equal(at(data, 'model'), 'BUSINESS');
      assert.equal(at(data, 'action'), 'IMPORT');
      assert.equal(at(data, 'count'), 10_000);
      assert.ok(
        /^[0-9]+$/.test(bulk[0]?.id ?? ''),
        'the bulk event is numbered, so a stream can resume after it',
      );
      assert.equal(
        stream.frames.filter((frame) => isChange(frame) && at(dataOf(frame), 'model') === 'BUSINESS').length,
        0,
        'no event per row',
      );
      assert.equal(stream.ended(), false);
    }
  } finally {
    for (const stream of streams) stream.close();
  }
});

test('one account holds at most 8 streams across its sessions: the 9th is a 429, another admin is let in, and closing one makes room', async () => {
  await insertUser(server.db, { email: 'streams@example.com' });
  // Eight sessions of one account, a stream each, and a ninth session.
  const sessions = await Promise.all(
    Array.from({ length: 9 }, () => signIn(server.app, 'streams@example.com')),
  );
  const streams = await Promise.all(sessions.slice(0, 8).map((token) => openEventStream(baseUrl, token)));
  try {
    for (const stream of streams) assert.equal(stream.response.status, 200);
    const ninth = await openEventStream(baseUrl, sessions[8] ?? '');
    assert.equal(ninth.response.status, 429);
    assert.ok(Number(ninth.response.headers.get('retry-after')) >= 1);
    assert.match(String(at(await ninth.response.json(), 'message')), /already has 8 event streams open/);
    // Another admin is not refused.
    const other = await openEventStream(baseUrl, adminToken);
    assert.equal(other.response.status, 200);
    other.close();
    streams.pop()?.close();
    await settle();
    const again = await openEventStream(baseUrl, sessions[8] ?? '');
    assert.equal(again.response.status, 200);
    again.close();
  } finally {
    for (const stream of streams) stream.close();
  }
});
