import assert from 'node:assert/strict';
import { randomBytes, scrypt } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { RunningApp } from './app';
import { createSession } from './auth/sessions';
import { hashToken } from './auth/tokens';
import { int, text } from './db/rows';
import { ADMIN_REQUIRED, SESSION_ENDED, SIGN_IN_REQUIRED } from './http/authentication';
import { DISABLED, RESET_REQUESTED, WRONG_CREDENTIALS } from './routes/auth';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  DEMO_USER,
  array,
  at,
  client,
  errorKeys,
  eventually,
  number,
  signIn,
  OWASP_COST,
  startServer,
  string,
  unique,
  type Client,
  withoutReference,
} from './test-support';

let server: RunningApp;
let admin: Client;
const anonymous = () => client(server.app);

before(async () => {
  // The server's own cost: these tests check how passwords are stored.
  server = await startServer('demo', { publicUrl: 'http://console.test', passwordCost: OWASP_COST });
  admin = client(server.app, await signIn(server.app, DEMO_ADMIN.email));
});
after(() => server.close());

function invitee(suffix = unique('person').replace(/\W/g, '')) {
  return {
    email: `${suffix}@example.org`,
    firstName: 'Grace',
    lastName: `Hopper ${suffix}`,
    mobile: '0412345678',
    isAdmin: false,
  };
}

function tokenOf(link: string | undefined): string {
  assert.ok(link, 'a mail with a link was sent');
  return string(new URL(link).searchParams.get('token'));
}

/** Invites someone and verifies the account with `password`; returns the email. */
async function verifiedUser(password: string, isAdmin = false): Promise<string> {
  const person = { ...invitee(), isAdmin };
  assert.equal((await admin.post('/auth/register', person)).status, 201);
  const token = tokenOf(server.outbox.latest(person.email, 'invitation')?.link);
  const verified = await anonymous().post(`/auth/verify?token=${token}`, {
    password,
    verifyPassword: password,
  });
  assert.equal(verified.status, 200);
  return person.email;
}

describe('sign-in', () => {
  test('the demo admin signs in and gets a token and the user without any secret', async () => {
    const answer = await anonymous().post('/auth/login', {
      email: DEMO_ADMIN.email,
      password: DEMO_PASSWORD,
    });
    assert.equal(answer.status, 200);
    assert.match(string(at(answer.body, 'data', 'token')), /^[\w-]{43}$/);
    assert.equal(at(answer.body, 'data', 'user', 'email'), DEMO_ADMIN.email);
    assert.equal(at(answer.body, 'data', 'user', 'isAdmin'), true);
    assert.ok(!JSON.stringify(answer.body).includes('scrypt'));
  });

  test('the email is matched regardless of case', async () => {
    const answer = await anonymous().post('/auth/login', {
      email: DEMO_ADMIN.email.toUpperCase(),
      password: DEMO_PASSWORD,
    });
    assert.equal(answer.status, 200);
  });

  test('a wrong password and an unknown email get the same 401 message', async () => {
    const wrong = await anonymous().post('/auth/login', {
      email: DEMO_ADMIN.email,
      password: 'not-the-password',
    });
    const unknown = await anonymous().post('/auth/login', {
      email: 'nobody@example.com',
      password: DEMO_PASSWORD,
    });
    assert.equal(wrong.status, 401);
    assert.deepEqual(withoutReference(wrong.body), { message: WRONG_CREDENTIALS });
    assert.deepEqual(withoutReference(unknown.body), { message: WRONG_CREDENTIALS });
  });

  test('a non-admin signs in (for the mobile app) but gets 403 on admin calls', async () => {
    const token = await signIn(server.app, DEMO_USER.email);
    const answer = await client(server.app, token).get('/regions');
    assert.equal(answer.status, 403);
    assert.deepEqual(withoutReference(answer.body), { message: ADMIN_REQUIRED });
  });

  test('an invited, unverified user cannot sign in, and is answered like an unknown address', async () => {
    const person = invitee();
    await admin.post('/auth/register', person);
    const answer = await anonymous().post('/auth/login', { email: person.email, password: DEMO_PASSWORD });
    assert.equal(answer.status, 401);
    const unknown = await anonymous().post('/auth/login', {
      email: 'nobody-at-all@example.org',
      password: DEMO_PASSWORD,
    });
    assert.deepEqual(withoutReference(answer.body), withoutReference(unknown.body));
    assert.deepEqual(withoutReference(answer.body), { message: WRONG_CREDENTIALS });
  });

  test('each account has its own salt, at OWASP scrypt cost; an older, cheaper hash is replaced at sign-in', async () => {
    const hashes = await server.db.query(`select password_hash from users where email in ($1, $2)`, [
      DEMO_ADMIN.email,
      DEMO_USER.email,
    ]);
    const salts = hashes.map((row) => String(row.password_hash).split('$')[4]);
    assert.equal(new Set(salts).size, 2);
    for (const row of hashes) assert.match(String(row.password_hash), /^scrypt\$131072\$8\$1\$/);

    const email = await verifiedUser('an-older-password');
    const cheap = await new Promise<string>((resolve, reject) => {
      const salt = randomBytes(16);
      scrypt('an-older-password', salt, 64, { N: 16384, r: 8, p: 1 }, (error, key) =>
        error
          ? reject(error)
          : resolve(`scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`),
      );
    });
    await server.db.query('update users set password_hash = $1 where email = $2', [cheap, email]);
    await signIn(server.app, email, 'an-older-password');
    const [after] = await server.db.query('select password_hash from users where email = $1', [email]);
    assert.match(String(after?.password_hash), /^scrypt\$131072\$8\$1\$/);
    await signIn(server.app, email, 'an-older-password');
  });

  test('a disabled user cannot sign in, and disabling ends their sessions', async () => {
    const email = await verifiedUser('first-password', true);
    const token = await signIn(server.app, email, 'first-password');
    const user = await client(server.app, token).get('/users');
    assert.equal(user.status, 200);
    const me = array(at(user.body, 'data')).find((item) => at(item, 'email') === email);
    const id = number(at(me, 'id'));
    const { id: _id, ...fields } = Object.fromEntries(Object.entries(me ?? {}));
    const disabled = await admin.put(`/users/${id}`, { ...fields, isActive: false });
    assert.equal(disabled.status, 200, JSON.stringify(disabled.body));
    assert.equal((await client(server.app, token).get('/users')).status, 401);
    const answer = await anonymous().post('/auth/login', { email, password: 'first-password' });
    assert.equal(answer.status, 401);
    assert.deepEqual(withoutReference(answer.body), { message: DISABLED });
  });
});

describe('session tokens', () => {
  test('an account holds at most 20 live sessions: a sign-in beyond them ends the oldest', async () => {
    const email = await verifiedUser('sessions-password', true);
    const oldest = await signIn(server.app, email, 'sessions-password');
    const [row] = await server.db.query('select id from users where email = $1', [email]);
    assert.ok(row, 'the user is stored');
    const id = int(row, 'id');
    // Nineteen more, made directly (each sign-in through the API costs a hash at OWASP's cost).
    const middle: string[] = [];
    for (let count = 0; count < 19; count++) middle.push(await createSession(server.db, id));
    assert.equal((await client(server.app, oldest).get('/regions')).status, 200, 'twenty are live');
    await signIn(server.app, email, 'sessions-password');
    assert.equal((await client(server.app, oldest).get('/regions')).status, 401, 'the oldest ended');
    assert.equal((await client(server.app, middle[0]).get('/regions')).status, 200, 'the next is live');
    const [live] = await server.db.query(
      'select count(*)::int as count from sessions where user_id = $1 and revoked_at is null',
      [id],
    );
    assert.ok(live);
    assert.equal(int(live, 'count'), 20);
  });

  test('demoting an admin ends their sessions', async () => {
    const email = await verifiedUser('demoted-password', true);
    const token = await signIn(server.app, email, 'demoted-password');
    const users = await client(server.app, token).get('/users');
    const me = array(at(users.body, 'data')).find((item) => at(item, 'email') === email);
    const { id, ...fields } = Object.fromEntries(Object.entries(me ?? {}));
    const demoted = await admin.put(`/users/${String(id)}`, { ...fields, isAdmin: false });
    assert.equal(demoted.status, 200, JSON.stringify(demoted.body));
    assert.equal((await client(server.app, token).get('/users')).status, 401);
    // Promoted again, the old token stays ended.
    const promoted = await admin.put(`/users/${String(id)}`, { ...fields, isAdmin: true });
    assert.equal(promoted.status, 200);
    assert.equal((await client(server.app, token).get('/users')).status, 401);
  });

  test('a failed sign-in logs at most 100 characters of an unknown address, its control characters escaped', async () => {
    const address = `line-one\nline-two\u0007${'x'.repeat(200)}@example.com`;
    const answer = await anonymous().post(
      '/auth/login',
      { email: address, password: 'guess' },
      { ip: '192.0.2.61' },
    );
    assert.equal(answer.status, 401);
    const [row] = await server.db.query(
      "select message from logs where message like 'Failed sign-in for an unknown address%' order by id desc limit 1",
    );
    assert.ok(row, 'the failure is logged');
    const message = text(row, 'message');
    assert.ok(
      !message.includes('\n') && !message.includes('\u0007'),
      'no control character is written as itself',
    );
    assert.ok(
      message.startsWith('Failed sign-in for an unknown address (line-one\\nline-two\\u0007xxx'),
      message,
    );
    assert.ok(message.includes('…) from '), 'the address is cut, and says so');
    assert.ok(!message.includes('@example.com'), 'what is past the first 100 characters is left out');
  });

  test('a missing or unknown token is a 401', async () => {
    assert.deepEqual(withoutReference((await anonymous().get('/dashboard')).body), {
      message: SIGN_IN_REQUIRED,
    });
    const forged = await client(server.app, 'x'.repeat(43)).get('/dashboard');
    assert.equal(forged.status, 401);
    assert.deepEqual(withoutReference(forged.body), { message: SESSION_ENDED });
  });

  test('only a hash of the token is stored, and it expires after 12 hours', async () => {
    const token = await signIn(server.app, DEMO_ADMIN.email);
    const [row] = await server.db.query(
      `select token_hash, extract(epoch from expires_at - created_at)::int as seconds from sessions where token_hash = $1`,
      [hashToken(token)],
    );
    assert.ok(row, 'the session is stored under the hash');
    assert.equal(int(row, 'seconds'), 12 * 3600);
    const raw = await server.db.query('select 1 from sessions where token_hash = $1', [token]);
    assert.equal(raw.length, 0);
  });

  test('an expired token is a 401', async () => {
    const token = await signIn(server.app, DEMO_ADMIN.email);
    assert.equal((await client(server.app, token).get('/dashboard')).status, 200);
    await server.db.query(
      `update sessions set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(token)],
    );
    assert.equal((await client(server.app, token).get('/dashboard')).status, 401);
  });

  test('signing out ends the session on the server; the call answers the same for any token', async () => {
    const token = await signIn(server.app, DEMO_ADMIN.email);
    const session = client(server.app, token);
    assert.equal((await session.get('/regions')).status, 200);
    assert.equal((await session.post('/auth/logout')).status, 200);
    assert.equal((await session.get('/regions')).status, 401);
    // Again, with no token, or with a token nobody issued: still a plain acknowledgement.
    assert.equal((await session.post('/auth/logout')).status, 200);
    assert.equal((await anonymous().post('/auth/logout')).status, 200);
    assert.equal((await client(server.app, 'not-a-token').post('/auth/logout')).status, 200);
  });

  test('revoking every session ends them all', async () => {
    const token = await signIn(server.app, DEMO_ADMIN.email);
    await server.revokeAllSessions();
    assert.equal((await client(server.app, token).get('/dashboard')).status, 401);
    admin = client(server.app, await signIn(server.app, DEMO_ADMIN.email));
    assert.equal((await admin.get('/dashboard')).status, 200);
  });
});

describe('invitations and verification', () => {
  test('an invitation mails a verification link valid for 7 days, used once', async () => {
    const person = invitee();
    const registered = await admin.post('/auth/register', person);
    assert.equal(registered.status, 201);
    assert.equal(at(registered.body, 'data', 'email'), person.email);
    const mail = server.outbox.latest(person.email, 'invitation');
    assert.match(mail?.link ?? '', /^http:\/\/console\.test\/verify\?token=[\w-]{43}$/);
    const token = tokenOf(mail?.link);
    const [row] = await server.db.query(
      `select extract(epoch from expires_at - created_at)::int as seconds from user_tokens where token_hash = $1`,
      [hashToken(token)],
    );
    assert.equal(row ? int(row, 'seconds') : 0, 7 * 24 * 3600);

    const who = await anonymous().get(`/auth/verify?token=${token}`);
    assert.deepEqual(who.body, {
      data: { firstName: person.firstName, lastName: person.lastName, isAdmin: false },
    });
    const unverified = array(at((await admin.get('/unverified')).body, 'data'));
    assert.ok(unverified.some((user) => at(user, 'email') === person.email));

    const verified = await anonymous().post(`/auth/verify?token=${token}`, {
      password: 'a-new-password',
      verifyPassword: 'a-new-password',
    });
    assert.equal(verified.status, 200);
    assert.equal(typeof at(verified.body, 'message'), 'string');
    const again = await anonymous().post(`/auth/verify?token=${token}`, {
      password: 'other-password',
      verifyPassword: 'other-password',
    });
    assert.equal(again.status, 404);
    assert.equal((await anonymous().get(`/auth/verify?token=${token}`)).status, 404);

    assert.equal(
      (await anonymous().post('/auth/login', { email: person.email, password: 'a-new-password' })).status,
      200,
    );
    const users = array(at((await admin.get('/users')).body, 'data'));
    assert.ok(users.some((user) => at(user, 'email') === person.email));
    const stillUnverified = array(at((await admin.get('/unverified')).body, 'data'));
    assert.ok(!stillUnverified.some((user) => at(user, 'email') === person.email));
  });

  test('mismatching passwords are a 400 on verifyPassword and do not use the link', async () => {
    const person = invitee();
    await admin.post('/auth/register', person);
    const token = tokenOf(server.outbox.latest(person.email)?.link);
    const answer = await anonymous().post(`/auth/verify?token=${token}`, {
      password: 'password-one',
      verifyPassword: 'password-two',
    });
    assert.deepEqual(at(answer.body, 'data'), [
      { key: 'verifyPassword', message: 'Passwords do not match!' },
    ]);
    assert.equal((await anonymous().get(`/auth/verify?token=${token}`)).status, 200);
  });

  test('passwords must have 8 to 128 characters', async () => {
    const person = invitee();
    await admin.post('/auth/register', person);
    const token = tokenOf(server.outbox.latest(person.email)?.link);
    const short = await anonymous().post(`/auth/verify?token=${token}`, {
      password: 'seven77',
      verifyPassword: 'seven77',
    });
    assert.deepEqual(errorKeys(short), ['password', 'verifyPassword']);
    const long = 'x'.repeat(129);
    assert.deepEqual(
      errorKeys(
        await anonymous().post(`/auth/verify?token=${token}`, { password: long, verifyPassword: long }),
      ),
      ['password', 'verifyPassword'],
    );
    const longest = 'y'.repeat(128);
    assert.equal(
      (await anonymous().post(`/auth/verify?token=${token}`, { password: longest, verifyPassword: longest }))
        .status,
      200,
    );
  });

  test('an expired verification link is a 404', async () => {
    const person = invitee();
    await admin.post('/auth/register', person);
    const token = tokenOf(server.outbox.latest(person.email)?.link);
    await server.db.query(
      `update user_tokens set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(token)],
    );
    assert.equal((await anonymous().get(`/auth/verify?token=${token}`)).status, 404);
    const answer = await anonymous().post(`/auth/verify?token=${token}`, {
      password: 'long-enough',
      verifyPassword: 'long-enough',
    });
    assert.equal(answer.status, 404);
  });

  test('resending mails a new link and the old one stops working', async () => {
    const person = invitee();
    await admin.post('/auth/register', person);
    const oldToken = tokenOf(server.outbox.latest(person.email)?.link);
    const resent = await admin.post('/auth/verify-resend', { email: person.email });
    assert.equal(resent.status, 200);
    const newToken = tokenOf(server.outbox.latest(person.email)?.link);
    assert.notEqual(newToken, oldToken);
    assert.equal((await anonymous().get(`/auth/verify?token=${oldToken}`)).status, 404);
    assert.equal((await anonymous().get(`/auth/verify?token=${newToken}`)).status, 200);
  });

  test('resending to a verified or unknown user is refused', async () => {
    assert.deepEqual(errorKeys(await admin.post('/auth/verify-resend', { email: DEMO_USER.email })), [
      'email',
    ]);
    assert.equal((await admin.post('/auth/verify-resend', { email: 'nobody@example.com' })).status, 404);
  });

  test('emails are unique regardless of case, on invitation and on update', async () => {
    const duplicate = await admin.post('/auth/register', {
      ...invitee(),
      email: DEMO_ADMIN.email.toUpperCase(),
    });
    assert.equal(duplicate.status, 409);
    assert.match(string(at(duplicate.body, 'message')), /already exists/);
    const users = array(at((await admin.get('/users')).body, 'data'));
    const demoUser = users.find((user) => at(user, 'email') === DEMO_USER.email);
    const { id, ...fields } = Object.fromEntries(Object.entries(demoUser ?? {}));
    const clash = await admin.put(`/users/${number(id)}`, { ...fields, email: 'Admin@Example.com' });
    assert.equal(clash.status, 409);
  });
});

describe('password reset', () => {
  test('the request answers the same for known and unknown addresses; only a known one gets mail', async () => {
    const known = await anonymous().post('/auth/password-reset-request', { email: DEMO_USER.email });
    const unknown = await anonymous().post('/auth/password-reset-request', {
      email: 'nobody-here@example.com',
    });
    assert.equal(known.status, 200);
    assert.equal(unknown.status, 200);
    assert.deepEqual(known.body, { message: RESET_REQUESTED });
    assert.deepEqual(unknown.body, known.body);
    // The mail work happens after the answer, so known and unknown addresses answer alike.
    await eventually(() => server.outbox.latest(DEMO_USER.email, 'password-reset'));
    assert.equal(server.outbox.latest('nobody-here@example.com'), undefined);
  });

  test('a reset link is valid for an hour, works once, and ends existing sessions', async () => {
    const email = await verifiedUser('before-reset');
    const oldSession = await signIn(server.app, email, 'before-reset');
    await anonymous().post('/auth/password-reset-request', { email });
    const mail = await eventually(() => server.outbox.latest(email, 'password-reset'));
    assert.match(mail?.link ?? '', /^http:\/\/console\.test\/reset-password\?token=[\w-]{43}$/);
    const token = tokenOf(mail?.link);
    const [row] = await server.db.query(
      `select extract(epoch from expires_at - created_at)::int as seconds from user_tokens where token_hash = $1`,
      [hashToken(token)],
    );
    assert.equal(row ? int(row, 'seconds') : 0, 3600);

    const profile = await anonymous().get(`/auth/profile-token?token=${token}`);
    assert.equal(at(profile.body, 'data', 'firstName'), 'Grace');
    assert.equal(
      (await anonymous().post('/auth/password-reset', { token, password: 'after-reset' })).status,
      200,
    );
    assert.equal(
      (await anonymous().post('/auth/password-reset', { token, password: 'third-password' })).status,
      404,
    );
    assert.equal((await anonymous().get(`/auth/profile-token?token=${token}`)).status, 404);

    assert.equal((await anonymous().post('/auth/login', { email, password: 'before-reset' })).status, 401);
    assert.equal((await anonymous().post('/auth/login', { email, password: 'after-reset' })).status, 200);
    const [session] = await server.db.query(
      'select revoked_at is not null as revoked from sessions where token_hash = $1',
      [hashToken(oldSession)],
    );
    assert.equal(session?.revoked, true);
  });

  test('an expired reset link is a 404', async () => {
    const sent = server.outbox.messages.length;
    await anonymous().post('/auth/password-reset-request', { email: DEMO_USER.email });
    await eventually(() => (server.outbox.messages.length > sent ? true : undefined));
    const token = tokenOf(server.outbox.latest(DEMO_USER.email, 'password-reset')?.link);
    await server.db.query(
      `update user_tokens set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(token)],
    );
    assert.equal((await anonymous().get(`/auth/profile-token?token=${token}`)).status, 404);
    assert.equal(
      (await anonymous().post('/auth/password-reset', { token, password: 'never-used' })).status,
      404,
    );
  });

  test('stored passwords are scrypt hashes, or unusable values of their own that no password matches', async () => {
    const rows = await server.db.query('select password_hash from users where password_hash is not null');
    assert.ok(rows.length > 0);
    const hashes = rows.map((row) => text(row, 'password_hash'));
    for (const hash of hashes) assert.match(hash, /^(scrypt\$131072\$8\$1\$|unusable\$)/);
    assert.equal(new Set(hashes).size, hashes.length, 'no two accounts share a stored value');
  });
});

describe('rate limits', () => {
  test('password-reset requests are limited too', async () => {
    const ip = '198.51.100.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push(
        (await anonymous().post('/auth/password-reset-request', { email: 'flood@example.com' }, { ip }))
          .status,
      );
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  });
});
