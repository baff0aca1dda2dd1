import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { RunningApp } from './app';
import { passwordsAt } from './auth/passwords';
import { readSecondFactorSettings } from './auth/secondFactor';
import { DEFAULT_THROTTLE } from './auth/throttle';
import { returnedId } from './db/rows';
import { listOperations, loadOpenApiDocument } from './openapi/document';
import { codeAt, stepAt } from './testTotp';
import {
  CHEAP_PASSWORDS,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  array,
  at,
  call,
  client,
  number,
  signIn,
  startServer,
  string,
} from './test-support';

/*
 * The second factor at the API (docs/second-factor.md): enrollment, sign-in with a code or a
 * recovery code, throttling, sessions an admin sees and ends, and a reset by another admin. The
 * codes are computed by server/testTotp.ts from the key the enrollment answers, as an app would.
 */
const KEY = randomBytes(32);
let server: RunningApp;
let admins = 0;

before(async () => {
  server = await startServer('demo', {
    secondFactor: { key: KEY, required: false, graceSignIns: 0 },
    // The real per-account budget (5 free tries); a wide per-client one, as every test is one client.
    loginThrottle: { ...DEFAULT_THROTTLE, firstWaitSeconds: 60, perClient: 10_000 },
  });
});
after(() => server.close());

/** A new verified admin with the demo password: each test its own, so their codes never meet. */
async function newAdmin(firstName = 'Tess'): Promise<{ id: number; email: string }> {
  admins += 1;
  const email = `factor-${process.pid}-${admins}@example.com`;
  const hash = await passwordsAt(CHEAP_PASSWORDS).hash(DEMO_PASSWORD);
  const id = returnedId(
    await server.db.query(
      `insert into users (email, first_name, last_name, mobile, is_admin, password_hash, verified_at)
       values ($1, $2, 'Factor', '0400000000', true, $3, now()) returning id`,
      [email, firstName, hash],
    ),
  );
  return { id, email };
}

const api = (token?: string) => client(server.app, token);

/** Signs in, sets up an authenticator app with a code from the key shown, and keeps what came back. */
async function enrolledAdmin() {
  const admin = await newAdmin();
  const token = await signIn(server.app, admin.email);
  const started = await api(token).post('/account/totp');
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const secret = string(at(started.body, 'data', 'secret'));
  const confirmed = await api(token).post(`/account/totp/${number(at(started.body, 'data', 'id'))}/confirm`, {
    code: codeAt(secret),
  });
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  const recoveryCodes = array(at(confirmed.body, 'data', 'recoveryCodes')).map(string);
  return { ...admin, token, secret, recoveryCodes };
}

async function passwordOnly(email: string) {
  const answer = await api().post('/auth/login', { email, password: DEMO_PASSWORD });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return {
    token: string(at(answer.body, 'data', 'token')),
    secondFactor: at(answer.body, 'data', 'secondFactor'),
  };
}

async function logMessages(userId: number): Promise<string[]> {
  const rows = await server.db.query('select message from logs where user_id = $1 order by id', [userId]);
  return rows.map((row) => String(row.message));
}

describe('enrolling an authenticator app', () => {
  test('shows the key once, completes only with a right code, and keeps the key sealed', async () => {
    const admin = await newAdmin();
    const token = await signIn(server.app, admin.email);
    const started = await api(token).post('/account/totp');
    assert.equal(started.status, 200);
    const secret = string(at(started.body, 'data', 'secret'));
    assert.match(secret, /^[A-Z2-7]{32}$/);
    const uri = string(at(started.body, 'data', 'uri'));
    assert.match(uri, /^otpauth:\/\/totp\//);
    assert.ok(uri.includes(`secret=${secret}`));
    assert.ok(uri.includes('digits=6') && uri.includes('period=30') && uri.includes('algorithm=SHA1'));
    const id = number(at(started.body, 'data', 'id'));

    // Not set up until a code proves it: a sign-in still needs no second factor.
    assert.equal((await passwordOnly(admin.email)).secondFactor, undefined);
    const wrong = await api(token).post(`/account/totp/${id}/confirm`, {
      code: '000000' === codeAt(secret) ? '111111' : '000000',
    });
    assert.equal(wrong.status, 400);
    assert.match(string(at(wrong.body, 'message')), /code is not right/);

    const confirmed = await api(token).post(`/account/totp/${id}/confirm`, { code: codeAt(secret) });
    assert.equal(confirmed.status, 200);
    const codes = array(at(confirmed.body, 'data', 'recoveryCodes')).map(string);
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);

    const security = await api(token).get('/account/security');
    assert.equal(security.status, 200);
    assert.deepEqual(
      array(at(security.body, 'data', 'factors')).map((factor) => at(factor, 'kind')),
      ['totp'],
    );
    assert.equal(at(security.body, 'data', 'recoveryCodesLeft'), 10);
    // Neither the key nor a code is in any answer after the first, in the database or in the log.
    const stored = JSON.stringify(
      await server.db.query('select * from second_factors where user_id = $1', [admin.id]),
    );
    const recovery = JSON.stringify(
      await server.db.query('select * from recovery_codes where user_id = $1', [admin.id]),
    );
    const log = (await logMessages(admin.id)).join('\n');
    for (const text of [JSON.stringify(security.body), stored, log]) assert.ok(!text.includes(secret));
    for (const code of codes) {
      assert.ok(!recovery.includes(code) && !recovery.includes(code.replace(/-/g, '')));
      assert.ok(!log.includes(code));
    }
    assert.match(log, /turned on an authenticator app/);
  });

  test('a second app is refused while one is set up', async () => {
    const admin = await enrolledAdmin();
    assert.equal((await api(admin.token).post('/account/totp')).status, 409);
  });
});

describe('signing in with a second factor', () => {
  test('the password alone gives a token that can only complete the second factor', async () => {
    const admin = await enrolledAdmin();
    const { token, secondFactor } = await passwordOnly(admin.email);
    assert.deepEqual(secondFactor, { step: 'verify', methods: ['totp', 'recovery-code'] });
    for (const [method, path] of [
      ['get', '/regions'],
      ['get', '/events'],
      ['get', '/account/security'],
      ['get', '/dashboard'],
    ] as const) {
      const refused = await api(token)[method](path);
      assert.equal(refused.status, 403, path);
      assert.match(string(at(refused.body, 'message')), /Finish signing in first/);
    }
    const imported = await api(token).post('/businesses/import', { dryRun: true, rows: [] });
    assert.equal(imported.status, 403);

    const verified = await api(token).post('/auth/second-factor', {
      code: codeAt(admin.secret, stepAt() + 1),
    });
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    assert.equal(at(verified.body, 'data', 'token'), token);
    assert.equal(at(verified.body, 'data', 'user', 'email'), admin.email);
    assert.equal((await api(token).get('/regions')).status, 200);
    assert.match((await logMessages(admin.id)).join('\n'), /signed in with an authenticator app/);
  });

  test('a code is never accepted twice, and a wrong one is refused', async () => {
    const admin = await enrolledAdmin();
    const code = codeAt(admin.secret, stepAt() + 1);
    const first = await passwordOnly(admin.email);
    assert.equal((await api(first.token).post('/auth/second-factor', { code })).status, 200);
    const second = await passwordOnly(admin.email);
    const reused = await api(second.token).post('/auth/second-factor', { code });
    assert.equal(reused.status, 400);
    // The code enrollment used (an earlier step) is refused too.
    assert.equal(
      (await api(second.token).post('/auth/second-factor', { code: codeAt(admin.secret) })).status,
      400,
    );
    const wrong = await api(second.token).post('/auth/second-factor', { code: '12345a' });
    assert.equal(wrong.status, 400);
    assert.equal((await api(second.token).get('/regions')).status, 403);
    // The same code sent in parallel by two sessions signs in only one of them.
    const other = await enrolledAdmin();
    const next = codeAt(other.secret, stepAt() + 1);
    const [a, b] = [await passwordOnly(other.email), await passwordOnly(other.email)];
    const answers = await Promise.all(
      [a, b].map((s) => api(s.token).post('/auth/second-factor', { code: next })),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 400]);
  });

  test('a recovery code signs in once, then is refused', async () => {
    const admin = await enrolledAdmin();
    const [code] = admin.recoveryCodes;
    assert.ok(code);
    const first = await passwordOnly(admin.email);
    // Typed in capitals and without its dashes, it is the same code.
    const used = await api(first.token).post('/auth/second-factor', {
      code: code.toUpperCase().replace(/-/g, ' '),
    });
    assert.equal(used.status, 200, JSON.stringify(used.body));
    const second = await passwordOnly(admin.email);
    assert.equal((await api(second.token).post('/auth/second-factor', { code })).status, 400);
    const security = await api(first.token).get('/account/security');
    assert.equal(at(security.body, 'data', 'recoveryCodesLeft'), 9);
    assert.match((await logMessages(admin.id)).join('\n'), /signed in with a recovery code \(9 left\)/);

    // New codes replace the old: an unused old one no longer works.
    const fresh = await api(first.token).post('/account/recovery-codes');
    assert.equal(fresh.status, 200);
    assert.equal(array(at(fresh.body, 'data', 'recoveryCodes')).length, 10);
    const third = await passwordOnly(admin.email);
    assert.equal(
      (await api(third.token).post('/auth/second-factor', { code: admin.recoveryCodes[1] })).status,
      400,
    );
  });

  test('40 parallel wrong codes: no more are judged than the throttle allows', async () => {
    const admin = await enrolledAdmin();
    const { token } = await passwordOnly(admin.email);
    const right = codeAt(admin.secret, stepAt() + 1);
    const wrongCodes = Array.from({ length: 40 }, (_, i) =>
      String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      wrongCodes.map((code) => api(token).post('/auth/second-factor', { code })),
    );
    const judged = answers.filter((answer) => answer.status === 400).length;
    const refused = answers.filter((answer) => answer.status === 429).length;
    assert.ok(judged <= DEFAULT_THROTTLE.freePerAccount, `${judged} judged`);
    assert.equal(judged + refused, 40);
    // Even the right code now waits.
    assert.equal((await api(token).post('/auth/second-factor', { code: right })).status, 429);
  });

  test('removing the last factor takes its recovery codes with it: the password alone signs in again', async () => {
    const admin = await enrolledAdmin();
    const security = await api(admin.token).get('/account/security');
    const id = number(at(array(at(security.body, 'data', 'factors'))[0], 'id'));
    assert.equal((await api(admin.token).delete(`/account/factors/${id}`)).status, 200);
    assert.equal((await passwordOnly(admin.email)).secondFactor, undefined);
    assert.equal(at((await api(admin.token).get('/account/security')).body, 'data', 'recoveryCodesLeft'), 0);
    assert.match((await logMessages(admin.id)).join('\n'), /removed an authenticator app/);
  });
});

describe('sessions an admin sees and ends', () => {
  test('lists device, address and times, this one marked; ends one, then every other', async () => {
    const admin = await newAdmin();
    const signInWith = async (agent: string, ip: string) => {
      const answer = await api().post(
        '/auth/login',
        { email: admin.email, password: DEMO_PASSWORD },
        { ip, headers: { 'user-agent': agent } },
      );
      return string(at(answer.body, 'data', 'token'));
    };
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const mine = await signInWith(chrome, '198.51.100.1');
    const laptop = await signInWith(firefox, '198.51.100.2');
    const phone = await signInWith(safari, '198.51.100.3');

    const listed = await api(mine).get('/account/sessions');
    assert.equal(listed.status, 200);
    const sessions = array(at(listed.body, 'data'));
    assert.equal(sessions.length, 3);
    const rows = sessions.map((s) => [at(s, 'device'), at(s, 'address'), at(s, 'current')]);
    // This one first; the others by when they were last seen (here: the same moment, any order).
    assert.deepEqual(rows[0], ['Chrome on Linux', '198.51.100.1', true]);
    assert.deepEqual(
      rows.slice(1).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      [
        ['Firefox on Windows', '198.51.100.2', false],
        ['Safari on iOS', '198.51.100.3', false],
      ],
    );
    for (const session of sessions) {
      assert.ok(!Number.isNaN(Date.parse(string(at(session, 'startedAt')))));
      assert.ok(!Number.isNaN(Date.parse(string(at(session, 'lastSeenAt')))));
    }
    assert.ok(!JSON.stringify(listed.body).includes(mine));
    const laptopId = number(
      at(
        sessions.find((s) => at(s, 'device') === 'Firefox on Windows'),
        'id',
      ),
    );
    const mineId = number(at(sessions[0], 'id'));

    assert.equal((await api(mine).delete(`/account/sessions/${mineId}`)).status, 409);
    assert.equal((await api(mine).delete(`/account/sessions/${laptopId}`)).status, 200);
    assert.equal((await api(laptop).get('/regions')).status, 401);
    assert.equal((await api(phone).get('/regions')).status, 200);
    // Another admin's session is not theirs to end.
    const stranger = await signIn(server.app, DEMO_ADMIN.email);
    const strangerSessions = array(at((await api(stranger).get('/account/sessions')).body, 'data'));
    const strangerId = number(at(strangerSessions[0], 'id'));
    assert.equal((await api(mine).delete(`/account/sessions/${strangerId}`)).status, 404);

    const ended = await api(mine).post('/account/sessions/end-others');
    assert.equal(ended.status, 200);
    assert.equal(at(ended.body, 'message'), 'Signed out of 1 other session.');
    assert.equal((await api(phone).get('/regions')).status, 401);
    assert.equal((await api(mine).get('/regions')).status, 200);
    assert.equal((await api(stranger).get('/regions')).status, 200);
    const log = (await logMessages(admin.id)).join('\n');
    assert.match(log, /ended one of their other sessions/);
    assert.match(log, /signed out everywhere else \(1 session ended\)/);
  });
});

describe('recovering an admin who lost the phone', () => {
  test('another admin resets the factor, after which every session of theirs has ended', async () => {
    const admin = await enrolledAdmin();
    const pending = await passwordOnly(admin.email);
    const other = await signIn(server.app, DEMO_ADMIN.email);
    assert.equal((await api(other).delete(`/users/${admin.id}/second-factor`)).status, 200);
    assert.equal((await api(admin.token).get('/regions')).status, 401);
    assert.equal(
      (await api(pending.token).post('/auth/second-factor', { code: admin.recoveryCodes[0] })).status,
      401,
    );
    // The password alone signs in again (and they set up a new factor).
    const after = await passwordOnly(admin.email);
    assert.equal(after.secondFactor, undefined);
    assert.equal((await api(after.token).get('/regions')).status, 200);
    const [row] = await server.db.query(
      `select count(*)::int as n from logs where message like '%reset the second factor of Tess Factor%'`,
    );
    assert.ok(row && Number(row.n) >= 1);
    // Not one's own: that is the account page's removal.
    const [me] = await server.db.query('select id from users where email = $1', [DEMO_ADMIN.email]);
    const self = await api(other).delete(`/users/${number(me?.id)}/second-factor`);
    assert.equal(self.status, 409);
  });
});

describe('the operator requires a second factor', () => {
  test('refuses to start without a key, and reads the grace', () => {
    assert.throws(
      () => readSecondFactorSettings({ REQUIRE_SECOND_FACTOR: '1' }),
      /SECOND_FACTOR_KEY is not set/,
    );
    assert.throws(() => readSecondFactorSettings({}, ['--require-second-factor']), /SECOND_FACTOR_KEY/);
    const key = randomBytes(32).toString('base64');
    assert.deepEqual(
      readSecondFactorSettings({ SECOND_FACTOR_KEY: key }, [
        '--require-second-factor',
        '--second-factor-grace=3',
      ]),
      { key: Buffer.from(key, 'base64'), required: true, graceSignIns: 3 },
    );
    assert.throws(() => readSecondFactorSettings({ SECOND_FACTOR_KEY: 'short' }), /32 bytes/);
  });
});

describe('with a second factor required, past the grace', () => {
  let strict: RunningApp;
  before(async () => {
    strict = await startServer('demo', { secondFactor: { key: KEY, required: true, graceSignIns: 1 } });
  });
  after(() => strict.close());

  const ENROLLMENT = ['getAccountSecurity', 'startTotpEnrollment', 'confirmTotpEnrollment'];
  /** Operations anyone may call, with or without a token: nothing for a second factor to guard. */
  const PUBLIC = [
    'getExtensions',
    'login',
    'logout',
    'getVerifyUser',
    'verifyAccount',
    'requestPasswordReset',
    'getProfileByToken',
    'resetPassword',
  ];

  test('a password-only token reaches only the enrollment: every operation in openapi.yaml checked', async () => {
    const signInAnswer = () =>
      client(strict.app).post('/auth/login', { email: DEMO_ADMIN.email, password: DEMO_PASSWORD });
    const graced = await signInAnswer();
    assert.deepEqual(at(graced.body, 'data', 'secondFactor'), { step: 'grace', signInsLeft: 0 });
    const gracedToken = string(at(graced.body, 'data', 'token'));
    assert.equal((await client(strict.app, gracedToken).get('/regions')).status, 200);
    const locked = await signInAnswer();
    assert.deepEqual(at(locked.body, 'data', 'secondFactor'), { step: 'enroll' });
    const token = string(at(locked.body, 'data', 'token'));

    const operations = listOperations(loadOpenApiDocument());
    assert.ok(operations.length > 40);
    const unexpected: string[] = [];
    for (const op of operations) {
      if (op.operationId === 'logout') continue;
      const url = `/api/v1${op.path.replace(/{\w+}/g, '1')}`;
      const method =
        op.method === 'GET'
          ? 'GET'
          : op.method === 'PUT'
            ? 'PUT'
            : op.method === 'PATCH'
              ? 'PATCH'
              : op.method === 'DELETE'
                ? 'DELETE'
                : 'POST';
      const answer = await call(
        strict.app,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
        { token },
      );
      if (!op.secured) {
        if (!PUBLIC.includes(op.operationId)) unexpected.push(`${op.operationId} is public`);
      } else if (ENROLLMENT.includes(op.operationId)) {
        if (answer.status === 403) unexpected.push(`${op.operationId} refused`);
      } else if (
        answer.status !== 403 ||
        !/second factor is required/.test(String(at(answer.body, 'message')))
      ) {
        unexpected.push(`${op.operationId} answered ${answer.status}`);
      }
    }
    assert.deepEqual(unexpected, []);
    // Nothing the walk sent with that token changed anything: region 1 is there, its name unchanged.
    assert.equal((await client(strict.app, gracedToken).get('/regions/1')).status, 200);

    // Enrolling makes it a full session.
    const started = await client(strict.app, token).post('/account/totp');
    const secret = string(at(started.body, 'data', 'secret'));
    const id = number(at(started.body, 'data', 'id'));
    // The walk's own try at confirming (id 1, no code) left nothing behind; a right code now completes it.
    const confirmed = await client(strict.app, token).post(`/account/totp/${id}/confirm`, {
      code: codeAt(secret),
    });
    assert.equal(confirmed.status, 200);
    assert.equal((await client(strict.app, token).get('/regions')).status, 200);
    assert.equal((await client(strict.app, token).get('/account/security')).status, 200);
    // The sign-out answers, and ends the session.
    assert.equal((await client(strict.app, token).post('/auth/logout')).status, 200);
    assert.equal((await client(strict.app, token).get('/regions')).status, 401);
  });
});
