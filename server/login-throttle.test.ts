import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createApp, type RunningApp } from './app';
import { createSession } from './auth/sessions';
import { DEFAULT_THROTTLE } from './auth/throttle';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  DEMO_USER,
  CHEAP_PASSWORDS,
  at,
  client,
  freshDatabaseAt,
  insertUser,
  startServer,
  string,
} from './test-support';

// Sign-in throttling with its real settings (5 free attempts per client and address, then a
// growing wait; 30 attempts per client across all addresses), except for two waits made longer: the
// first wait is a minute instead of a second, as it starts when the fifth attempt is counted, before
// its password is hashed, and on a busy machine that hash alone can outlast a second; and the
// client's window is ten minutes instead of one, as judging dozens of parallel attempts on a busy
// machine can outlast a minute, after which the budget is rightly there again.
// Passwords are hashed at a cheap cost, startServer's default, in the apps made here too: these tests
// count attempts, and hundreds of hashes at the real cost would take minutes of a core
// (server/auth.test.ts checks the real cost).
const THROTTLE = { ...DEFAULT_THROTTLE, firstWaitSeconds: 60, clientWindowSeconds: 600 };
const CHEAP = { passwordCost: CHEAP_PASSWORDS } as const;
let server: RunningApp;
const signInFrom = (
  app: RunningApp,
  ip: string,
  email: string,
  password: string,
  headers?: Record<string, string>,
) => client(app.app).post('/auth/login', { email, password }, { ip, headers });

before(async () => {
  server = await startServer('demo', { loginThrottle: THROTTLE });
});
after(() => server.close());

describe('sign-in throttling', () => {
  test('after five failures a client waits before its next try, while another client with the right password gets in', async () => {
    const ip = '203.0.113.7';
    for (let attempt = 1; attempt <= 5; attempt++) {
      assert.equal((await signInFrom(server, ip, DEMO_USER.email, `wrong-${attempt}`)).status, 401);
    }
    const blocked = await signInFrom(server, ip, DEMO_USER.email, DEMO_PASSWORD);
    assert.equal(blocked.status, 429);
    assert.match(string(at(blocked.body, 'message')), /Too many sign-in attempts/);
    // The account is not locked: its owner signs in from elsewhere.
    assert.equal((await signInFrom(server, '203.0.113.8', DEMO_USER.email, DEMO_PASSWORD)).status, 200);
    // Nor is the client for other addresses.
    assert.equal((await signInFrom(server, ip, DEMO_ADMIN.email, DEMO_PASSWORD)).status, 200);
  });

  test('parallel wrong passwords for one account: the count is taken before the hash, so at most five are checked', async () => {
    const ip = '203.0.113.20';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        signInFrom(server, ip, DEMO_ADMIN.email, `parallel-${attempt}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 401).length, 5);
    assert.equal(statuses.filter((status) => status === 429).length, 35);
  });

  test('one client trying many addresses is limited across all of them; other clients are not', async () => {
    const ip = '198.51.100.30';
    // When each answer arrived: attempts beyond the budget wait for those being judged, and are
    // refused, unhashed, once those have failed.
    let arrived = 0;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, attempt) =>
        signInFrom(server, ip, `nobody-${attempt}@example.com`, 'guess').then((answer) => ({
          status: answer.status,
          order: (arrived += 1),
        })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 401).length, DEFAULT_THROTTLE.perClient);
    assert.equal(statuses.filter((status) => status === 429).length, 60 - DEFAULT_THROTTLE.perClient);
    const lastJudged = Math.max(
      ...answers.filter((answer) => answer.status === 401).map((answer) => answer.order),
    );
    const firstRefused = Math.min(
      ...answers.filter((answer) => answer.status === 429).map((answer) => answer.order),
    );
    assert.ok(firstRefused > lastJudged, 'a refusal comes only once the judged attempts have failed');
    const elsewhere = Date.now();
    assert.equal((await signInFrom(server, '198.51.100.31', DEMO_ADMIN.email, DEMO_PASSWORD)).status, 200);
    assert.ok(Date.now() - elsewhere < 5_000);
  });

  test('behind a proxy (TRUST_PROXY), clients are told apart by X-Forwarded-For', async () => {
    const proxied = await startServer('demo', { loginThrottle: THROTTLE, trustProxy: 1 });
    try {
      const proxy = '10.0.0.1';
      const from = (clientIp: string) => ({ 'x-forwarded-for': clientIp });
      for (let attempt = 1; attempt <= 5; attempt++) {
        const answer = await signInFrom(
          proxied,
          proxy,
          DEMO_USER.email,
          `wrong-${attempt}`,
          from('192.0.2.50'),
        );
        assert.equal(answer.status, 401);
      }
      assert.equal(
        (await signInFrom(proxied, proxy, DEMO_USER.email, DEMO_PASSWORD, from('192.0.2.50'))).status,
        429,
      );
      assert.equal(
        (await signInFrom(proxied, proxy, DEMO_USER.email, DEMO_PASSWORD, from('192.0.2.51'))).status,
        200,
      );
    } finally {
      await proxied.close();
    }
  });

  test('two server instances on one database share the counts', async () => {
    const database = await freshDatabaseAt('demo', CHEAP_PASSWORDS);
    const first = await createApp({ ...CHEAP, database, outbox: 'memory', loginThrottle: THROTTLE });
    const second = await createApp({ ...CHEAP, database, outbox: 'memory', loginThrottle: THROTTLE });
    try {
      const ip = '203.0.113.99';
      for (let attempt = 1; attempt <= 5; attempt++) {
        const app = attempt % 2 === 0 ? first : second;
        assert.equal((await signInFrom(app, ip, DEMO_USER.email, `wrong-${attempt}`)).status, 401);
      }
      assert.equal((await signInFrom(first, ip, DEMO_USER.email, DEMO_PASSWORD)).status, 429);
      assert.equal((await signInFrom(second, ip, DEMO_USER.email, DEMO_PASSWORD)).status, 429);
    } finally {
      await first.app.close();
      await second.close();
    }
  });

  test('a forged first hop in X-Forwarded-For buys no guesses: the client is the rightmost address its proxy wrote', async () => {
    // nginx with `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` appends the address
    // it saw to whatever the client sent; the client writes a new first hop on every try.
    for (const trustProxy of [1, '10.0.0.1', '10.0.0.0/8'] as const) {
      const proxied = await startServer('demo', { loginThrottle: THROTTLE, trustProxy });
      try {
        const statuses: number[] = [];
        for (let guess = 0; guess < 40; guess++) {
          const forged = `192.0.2.${guess + 1}`;
          const answer = await signInFrom(proxied, '10.0.0.1', DEMO_ADMIN.email, `guess-${guess}`, {
            'x-forwarded-for': `${forged}, 198.51.100.77`,
          });
          statuses.push(answer.status);
        }
        const judged = statuses.filter((status) => status === 401).length;
        assert.ok(judged <= 10, `${judged} of 40 guesses were judged with TRUST_PROXY=${trustProxy}`);
        assert.equal(judged, DEFAULT_THROTTLE.freePerAccount);
        assert.equal(statuses.filter((status) => status === 429).length, 40 - judged);
      } finally {
        await proxied.close();
      }
    }
  });

  test('X-Forwarded-For from an address that is not a named proxy is not believed', async () => {
    const proxied = await startServer('demo', { loginThrottle: THROTTLE, trustProxy: '10.0.0.1' });
    try {
      for (let guess = 0; guess < 6; guess++) {
        const answer = await signInFrom(proxied, '203.0.113.66', DEMO_USER.email, `guess-${guess}`, {
          'x-forwarded-for': `192.0.2.${guess + 1}`,
        });
        assert.equal(answer.status, guess < 5 ? 401 : 429);
      }
    } finally {
      await proxied.close();
    }
  });

  test('successful sign-ins do not use up the client budget: 36 in a minute from one address, with wrong guesses between, all get in', async () => {
    const ip = '203.0.113.150';
    for (let attempt = 1; attempt <= 36; attempt++) {
      if (attempt % 12 === 0) {
        assert.equal((await signInFrom(server, ip, DEMO_USER.email, 'a slip')).status, 401);
      }
      const answer = await signInFrom(server, ip, DEMO_ADMIN.email, DEMO_PASSWORD);
      assert.equal(answer.status, 200, `sign-in ${attempt}: ${JSON.stringify(answer.body)}`);
    }
  });

  test('36 colleagues signing in at the same moment from one office address all get in', async () => {
    const ip = '203.0.113.170';
    const answers = await Promise.all(
      Array.from({ length: 36 }, () => signInFrom(server, ip, DEMO_ADMIN.email, DEMO_PASSWORD)),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array.from({ length: 36 }, () => 200),
    );
  });

  test('parallel correct sign-ins beyond the client budget wait for it rather than being refused; wrong ones are still held to it', async () => {
    const small = await startServer('demo', { loginThrottle: { ...THROTTLE, perClient: 4 } });
    try {
      const ip = '203.0.113.180';
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, attempt) =>
          signInFrom(small, ip, attempt % 2 === 0 ? DEMO_ADMIN.email : DEMO_USER.email, DEMO_PASSWORD),
        ),
      );
      assert.deepEqual(
        answers.map((answer) => answer.status),
        Array.from({ length: 12 }, () => 200),
      );
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, attempt) =>
          signInFrom(small, ip, `guess-${attempt}@example.com`, 'guess'),
        ),
      );
      const statuses = guesses.map((answer) => answer.status);
      assert.equal(statuses.filter((status) => status === 401).length, 4);
      assert.equal(statuses.filter((status) => status === 429).length, 8);
    } finally {
      await small.close();
    }
  });

  test('every spelling of an address shares its budget: case, spaces and a dotted capital I', async () => {
    const ip = '203.0.113.90';
    const spellings = [
      'admİn@example.com',
      'ADMIN@EXAMPLE.COM',
      ' Admin@example.com ',
      'aDmİn@example.com',
      'admin@exAmple.com',
    ];
    for (const spelling of spellings)
      assert.equal((await signInFrom(server, ip, spelling, 'wrong')).status, 401, spelling);
    assert.equal((await signInFrom(server, ip, DEMO_ADMIN.email, DEMO_PASSWORD)).status, 429);
    // The dotted capital I reaches the account it spells, from another client.
    const answer = await signInFrom(server, '203.0.113.91', 'admİn@example.com', DEMO_PASSWORD);
    assert.equal(answer.status, 200);
    assert.equal(at(answer.body, 'data', 'user', 'email'), DEMO_ADMIN.email);
  });

  test('guesses at one account from many addresses are slowed after 40 in all; its owner, signed in elsewhere, still gets in', async () => {
    const email = 'guessed@example.com';
    const id = await insertUser(server.db, { email });
    // A session from before the guesses: the owner's other browser.
    const elsewhere = await createSession(server.db, id);
    for (let guess = 1; guess <= 40; guess++) {
      const answer = await signInFrom(server, `198.18.0.${guess}`, email, `guess-${guess}`);
      assert.equal(answer.status, 401, `guess ${guess}`);
    }
    const slowed = await signInFrom(server, '198.18.1.1', email, 'guess-41');
    assert.equal(slowed.status, 429);
    const wait = Number(slowed.headers['retry-after']);
    assert.ok(wait >= 1 && wait <= 60, `told to wait ${wait} s, at most a minute`);
    // The owner from a new address waits as long as any guesser, and never longer than a minute.
    const owner = await signInFrom(server, '198.18.1.2', email, DEMO_PASSWORD);
    assert.equal(owner.status, 429);
    assert.ok(Number(owner.headers['retry-after']) <= 60);
    // The owner signed in elsewhere is not slowed.
    const known = await signInFrom(server, '198.18.1.3', email, DEMO_PASSWORD, { 'x-auth-token': elsewhere });
    assert.equal(known.status, 200);
  });

  test('a refused sign-in says when to try again, in Retry-After', async () => {
    const ip = '203.0.113.160';
    for (let attempt = 1; attempt <= 5; attempt++) {
      assert.equal((await signInFrom(server, ip, DEMO_USER.email, `wrong-${attempt}`)).status, 401);
    }
    const refused = await signInFrom(server, ip, DEMO_USER.email, DEMO_PASSWORD);
    assert.equal(refused.status, 429);
    const seconds = Number(refused.headers['retry-after']);
    assert.ok(
      Number.isInteger(seconds) && seconds >= 1 && seconds <= THROTTLE.firstWaitSeconds,
      `Retry-After: ${String(refused.headers['retry-after'])}`,
    );
  });
});

describe('password-reset requests', () => {
  test('are limited across instances on one database, and the refusal carries Retry-After', async () => {
    const database = await freshDatabaseAt('demo', CHEAP_PASSWORDS);
    const first = await createApp({ ...CHEAP, database, outbox: 'memory' });
    const second = await createApp({ ...CHEAP, database, outbox: 'memory' });
    try {
      const ip = '198.51.100.120';
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof signInFrom>> | undefined;
      for (let request = 0; request < 8; request++) {
        const app = request % 2 === 0 ? first : second;
        const answer = await client(app.app).post(
          '/auth/password-reset-request',
          { email: 'someone@example.com' },
          { ip },
        );
        statuses.push(answer.status);
        if (answer.status === 429) refused = answer;
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
      assert.ok(refused);
      const seconds = Number(refused.headers['retry-after']);
      assert.ok(
        seconds > 14 * 60 && seconds <= 15 * 60,
        `Retry-After: ${String(refused.headers['retry-after'])}`,
      );
      // Another client, or another address, is not refused.
      const other = await client(second.app).post(
        '/auth/password-reset-request',
        { email: 'someone@example.com' },
        { ip: '198.51.100.121' },
      );
      assert.equal(other.status, 200);
      // The mail work after each answer reads the database; let it finish before closing.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await first.app.close();
      await second.close();
    }
  });
});
