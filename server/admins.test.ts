import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminCount, createAdmin, demoNotice } from './admins';
import type { RunningApp } from './app';
import { demoWanted } from './config';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  DEMO_USER,
  client,
  freshDatabase,
  signIn,
  startServer,
} from './test-support';

let server: RunningApp;
before(async () => {
  server = await startServer('none');
});
after(() => server.close());

test('demo data (with its published password) goes into PostgreSQL only when asked', () => {
  assert.equal(demoWanted('postgres://console@db.internal/referrals', []), false);
  assert.equal(demoWanted('postgresql://console@db.internal/referrals', ['--demo']), true);
  assert.equal(demoWanted('.data/db', []), true);
  assert.equal(demoWanted('.data/db', ['--no-demo']), false);
});

test('a database started without demo data has no demo admin to sign in as', async () => {
  assert.equal(await adminCount(server.db), 0);
  const answer = await client(server.app).post('/auth/login', {
    email: DEMO_ADMIN.email,
    password: DEMO_PASSWORD,
  });
  assert.equal(answer.status, 401);
});

test('create-admin makes a verified admin with the chosen password, and refuses weak or taken ones', async () => {
  const first = {
    email: 'Owner@Example.org',
    firstName: 'Olive',
    lastName: 'Owner',
    password: 'a long chosen passphrase',
  };
  await createAdmin(server.db, first);
  assert.equal(await adminCount(server.db), 1);
  const token = await signIn(server.app, 'owner@example.org', first.password);
  assert.equal((await client(server.app, token).get('/regions')).status, 200);
  await assert.rejects(createAdmin(server.db, { ...first, email: 'owner@example.org' }), /exists already/);
  await assert.rejects(
    createAdmin(server.db, { ...first, email: 'second@example.org', password: 'short' }),
    /at least 12/,
  );
  await assert.rejects(createAdmin(server.db, { ...first, email: 'not an address' }), /not an email address/);
});

test('create-admin refuses the published demo password', async () => {
  await assert.rejects(
    createAdmin(server.db, {
      email: 'demo-password@example.org',
      firstName: 'Dee',
      lastName: 'Mo',
      password: DEMO_PASSWORD,
    }),
    /published demo password/,
  );
});

test('the demo credentials are printed only where they work', async () => {
  // --demo on a database that already held data: nothing was seeded, so no credentials.
  const notice = (await demoNotice(server.db, true)).join('\n');
  assert.doesNotMatch(notice, new RegExp(DEMO_PASSWORD));
  assert.match(notice, /published demo password does not sign in here/);
  assert.equal((await demoNotice(server.db, false)).join('\n').includes(DEMO_PASSWORD), false);

  const demo = await freshDatabase('demo');
  try {
    const printed = (await demoNotice(demo, true)).join('\n');
    assert.match(printed, new RegExp(`${DEMO_ADMIN.email} / ${DEMO_PASSWORD}`));
    // Once the demo admin's password is changed, the published one no longer works: not printed.
    await demo.query("update users set password_hash = 'unusable$' where lower(email) = $1", [
      DEMO_ADMIN.email,
    ]);
    assert.deepEqual(await demoNotice(demo, true), [
      `Demo non-admin (mobile app only): ${DEMO_USER.email} / ${DEMO_PASSWORD}`,
    ]);
  } finally {
    await demo.close();
  }
});
