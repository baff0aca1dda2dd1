/**
 * Helpers for the server tests: an in-process app on an in-memory database, a small client
 * over `app.inject`, and typed access into JSON answers.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp, type AppOptions, type RunningApp } from './app';
import { hashPassword, OWASP_COST, passwordsAt, type HashCost } from './auth/passwords';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { returnedId } from './db/rows';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USER, seed, type SeedKind } from './seed';

export { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USER };

/*
 * A new PGlite takes about 4 s to start, most of it creating the cluster; one restored from a
 * data-directory snapshot about 1 s. Snapshots of the migrated (and seeded) database are cached
 * in the temp folder under a key that changes with the migrations, the seed code and the date
 * (seeded dates are relative to today).
 */
const CACHE_DIR = path.join(os.tmpdir(), 'referral-console-test-db');
const CACHE_INPUTS = ['migrations', 'seed', 'auth/passwords.ts', 'auth/tokens.ts'];

function cacheKey(kind: SeedKind): string {
  const hash = createHash('sha256').update(`${kind}|${new Date().toISOString().slice(0, 10)}`);
  for (const input of CACHE_INPUTS) {
    const full = path.join(__dirname, input);
    const files = statSync(full).isDirectory()
      ? readdirSync(full)
          .sort()
          .map((name) => path.join(full, name))
      : [full];
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * With TEST_DATABASE_URL (a PostgreSQL server the tests may create databases on), each fresh
 * database is a new PostgreSQL database, dropped again on close: the same suite then checks the
 * `pg` adapter and the SQL on a real server. Migrating and seeding cost most of a new database, so
 * they run once per kind into a template database (named by the same key as the PGlite snapshots),
 * and each fresh database is a copy of it, which PostgreSQL makes in a fraction of the time.
 */
let postgresDatabases = 0;

/** Any constant: one builder of templates at a time among the test processes sharing a server. */
const TEMPLATE_LOCK_KEY = 7_260_128_029;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template database of `kind`, built the first time any test process asks for it. */
async function postgresTemplate(kind: SeedKind, serverUrl: string): Promise<string> {
  const name = `referrals_template_${kind}_${cacheKey(kind)}`;
  const maintenance = await openPostgres(serverUrl);
  try {
    // Parallel test processes wait here for the first one's template rather than build their own.
    // The lock belongs to the transaction's connection; the work below uses the pool's others
    // (`create database` cannot run inside a transaction).
    await maintenance.transaction(async (locked) => {
      await locked.query('select pg_advisory_xact_lock($1)', [TEMPLATE_LOCK_KEY]);
      const existing = await maintenance.query('select 1 from pg_database where datname = $1', [name]);
      if (existing.length > 0) return;
      // Built under another name and renamed when whole: a process that died midway leaves no
      // template that looks finished, and the next builder starts its leftover again.
      const building = `${name}_building`;
      await maintenance.exec(`drop database if exists ${building}`);
      await maintenance.exec(`create database ${building}`);
      const db = await openPostgres(databaseUrl(serverUrl, building));
      try {
        await migrate(db);
        if (kind !== 'none') await seed(db, kind);
      } finally {
        await db.close();
      }
      await maintenance.exec(`alter database ${building} rename to ${name}`);
    });
  } finally {
    await maintenance.close();
  }
  return name;
}

async function freshPostgres(kind: SeedKind, serverUrl: string): Promise<Database> {
  postgresDatabases += 1;
  const name = `referrals_test_${process.pid}_${postgresDatabases}`;
  const template = await postgresTemplate(kind, serverUrl);
  const maintenance = await openPostgres(serverUrl);
  await maintenance.exec(`create database ${name} template ${template}`);
  await maintenance.close();
  const db = await openPostgres(databaseUrl(serverUrl, name));
  return {
    ...db,
    async close() {
      await db.close();
      const cleanup = await openPostgres(serverUrl);
      await cleanup.exec(`drop database if exists ${name}`);
      await cleanup.close();
    },
  };
}

/** A fresh database, migrated and seeded: in memory, or on TEST_DATABASE_URL's server. */
export async function freshDatabase(kind: SeedKind = 'demo'): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return freshPostgres(kind, serverUrl);
  const file = path.join(CACHE_DIR, `${kind}-${cacheKey(kind)}.tar`);
  if (existsSync(file)) return openPglite({ snapshot: new Blob([readFileSync(file)]) });
  const db = await openPglite();
  await migrate(db);
  if (kind !== 'none') await seed(db, kind);
  const snapshot = Buffer.from(await (await db.snapshot()).arrayBuffer());
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so a parallel test process never reads half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, snapshot);
  renameSync(partial, file);
  return db;
}

/**
 * A scrypt cost for tests that count sign-ins rather than check the hash: a hash takes about a
 * millisecond instead of half a second of a core.
 */
export const CHEAP_PASSWORDS: HashCost = { N: 1024, r: 8, p: 1 };

/** Every seeded account's password (the demo password) hashed again at `cost`. */
export async function rehashSeededPasswords(db: Database, cost: HashCost): Promise<void> {
  const hash = await passwordsAt(cost).hash(DEMO_PASSWORD);
  await db.query(`update users set password_hash = $1 where password_hash like 'scrypt$%'`, [hash]);
}

/** A fresh database whose seeded accounts' hashes are at `cost` (for apps given that passwordCost). */
export async function freshDatabaseAt(kind: SeedKind, cost: HashCost): Promise<Database> {
  const db = await freshDatabase(kind);
  await rehashSeededPasswords(db, cost);
  return db;
}

/**
 * An app on a fresh database. Its passwords are hashed at CHEAP_PASSWORDS unless the test asks for
 * another cost: only the password tests need OWASP's (`{ passwordCost: OWASP_COST }`).
 */
export async function startServer(
  kind: SeedKind = 'demo',
  options: Omit<AppOptions, 'database' | 'seed'> = {},
): Promise<RunningApp> {
  const passwordCost = options.passwordCost ?? CHEAP_PASSWORDS;
  // Tests sign in often from one address; the throttle's own tests pass its real settings.
  return createApp({
    ...options,
    passwordCost,
    loginThrottle: { perClient: 10_000, ...options.loginThrottle },
    database:
      passwordCost === OWASP_COST ? await freshDatabase(kind) : await freshDatabaseAt(kind, passwordCost),
    outbox: 'memory',
  });
}

export { OWASP_COST };

export type Answer = {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | number | undefined>;
};

type InjectOptions = { token?: string; headers?: Record<string, string>; rawBody?: string; ip?: string };

/** Calls the API in-process. `body` is sent as JSON; `rawBody` as it is. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: InjectOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['x-auth-token'] = options.token;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await app.inject({ method, url, headers, payload, remoteAddress: options.ip });
  let parsed: unknown = response.body;
  if (String(response.headers['content-type'] ?? '').startsWith('application/json')) parsed = response.json();
  return { status: response.statusCode, body: parsed, headers: response.headers };
}

/** A client bound to one app and, optionally, one session token. */
export function client(app: FastifyInstance, token?: string) {
  const send =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    (url: string, body?: unknown, options: InjectOptions = {}) =>
      call(app, method, `/api/v1${url}`, body, { token, ...options });
  return {
    get: send('GET'),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
  };
}

export type Client = ReturnType<typeof client>;

export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await client(app).post('/auth/login', { email, password });
  assert.equal(answer.status, 200, `sign-in of ${email} failed: ${JSON.stringify(answer.body)}`);
  return string(at(answer.body, 'data', 'token'));
}

/** A verified user straight into the database, for tests that start without the demo data. */
export async function insertUser(
  db: Database,
  user: { email: string; firstName?: string; lastName?: string; isAdmin?: boolean; password?: string },
): Promise<number> {
  return returnedId(
    await db.query(
      `insert into users (email, first_name, last_name, mobile, is_admin, password_hash, verified_at)
       values ($1, $2, $3, '0400000000', $4, $5, now()) returning id`,
      [
        user.email,
        user.firstName ?? 'Test',
        user.lastName ?? 'User',
        user.isAdmin ?? true,
        await hashPassword(user.password ?? DEMO_PASSWORD),
      ],
    ),
  );
}

/** The value at a path inside a JSON answer, or undefined. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

export function string(value: unknown): string {
  assert.equal(typeof value, 'string', `expected a string, got ${JSON.stringify(value)}`);
  return String(value);
}

export function number(value: unknown): number {
  assert.equal(typeof value, 'number', `expected a number, got ${JSON.stringify(value)}`);
  return Number(value);
}

export function array(value: unknown): unknown[] {
  assert.ok(Array.isArray(value), `expected a list, got ${JSON.stringify(value)}`);
  return value;
}

/** The `{key, message}` keys of a 400 answer. */
export function errorKeys(answer: Answer): string[] {
  assert.equal(answer.status, 400, JSON.stringify(answer.body));
  return array(at(answer.body, 'data')).map((item) => string(at(item, 'key')));
}

/** A unique suffix so tests sharing one database do not collide on unique names. */
let counter = 0;
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${process.pid}-${counter}`;
}

/** What `read` gives once it gives something (mail and logs of work done after an answer), or a failure. */
export async function eventually<T>(
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    assert.ok(Date.now() < deadline, 'nothing came within the time allowed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * For a test file that needs a real PostgreSQL, run without TEST_DATABASE_URL: runs that file once
 * more through scripts/with-postgres.sh, as a test file of its own (not nested in this runner),
 * and asserts that its one test passed.
 */
export function runAgainOnPostgres(file: string): void {
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  const run = spawnSync(
    'bash',
    ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', '--test', file],
    {
      cwd: path.join(__dirname, '..'),
      env,
      encoding: 'utf8',
      timeout: 10 * 60_000,
    },
  );
  const output = `${run.stdout}${run.stderr}`;
  assert.equal(run.status, 0, output);
  assert.match(output, /\bpass 1\b/, output);
  assert.match(output, /\bfail 0\b/, output);
}

/** An error body without its `reference` (each request's own id), for comparing bodies across requests. */
export function withoutReference(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'reference'));
}
