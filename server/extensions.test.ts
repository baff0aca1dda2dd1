import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunningApp } from './app';
import { at, client, startServer } from './test-support';

// GET /extensions: the reference server names every optional extension it offers, once.
let server: RunningApp;

before(async () => {
  server = await startServer('none');
});
after(() => server.close());

test('lists every extension with its version, without a session', async () => {
  const answer = await client(server.app).get('/extensions');
  assert.equal(answer.status, 200);
  assert.deepEqual(at(answer.body, 'data'), [
    { name: 'paging', version: '1' },
    { name: 'record-versions', version: '1' },
    { name: 'history', version: '1' },
    { name: 'events', version: '1' },
    { name: 'import', version: '1' },
    { name: 'insights', version: '1' },
    { name: 'business-referrals', version: '1' },
  ]);
});

test('the reference server itself answers an unknown API path with its JSON 404', async () => {
  const answer = await client(server.app).post('/extensions', {});
  assert.equal(answer.status, 404);
  assert.equal(typeof at(answer.body, 'message'), 'string');
});
