import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { createApp, type RunningApp } from './app';
import { CONTENT_SECURITY_POLICY } from './http/security-headers';
import { DEMO_ADMIN, at, call, client, freshDatabase, signIn, string } from './test-support';

let server: RunningApp;
let baseUrl: string;
let folder: string;
const INDEX = '<!doctype html><title>console</title><script src="/assets/main.0123abcd.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('the console '.repeat(40))});`;

before(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'console-serving-'));
  mkdirSync(path.join(folder, 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(folder, 'dist', 'index.html'), INDEX);
  const script = path.join(folder, 'dist', 'assets', 'main.0123abcd.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(folder, 'dist', 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(path.join(folder, 'dist', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await createApp({
    database: await freshDatabase('demo'),
    serveConsole: true,
    distDir: path.join(folder, 'dist'),
    outbox: path.join(folder, 'outbox.jsonl'),
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  assert.ok(address && typeof address === 'object');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
after(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

test('index.html is served at / with no-cache and the security headers', async () => {
  const response = await fetch(`${baseUrl}/`);
  assert.equal(response.status, 200);
  assert.equal(await response.text(), INDEX);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  const csp = response.headers.get('content-security-policy') ?? '';
  for (const [directive, sources] of Object.entries(CONTENT_SECURITY_POLICY))
    assert.ok(csp.includes(`${directive} ${sources.join(' ')}`), directive);
  assert.ok(!/script-src[^;]*unsafe-inline/.test(csp), 'no inline scripts');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
  assert.equal(response.headers.get('x-frame-options'), 'DENY');
  const permissions = (response.headers.get('permissions-policy') ?? '').split(/,\s*/);
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
    assert.ok(permissions.includes(feature), `Permissions-Policy turns off ${feature}`);
  const api = await fetch(`${baseUrl}/api/v1/regions`);
  assert.ok((api.headers.get('permissions-policy') ?? '').includes('camera=()'), 'on API answers too');
});

test('hashed assets are cached for a year; other files revalidate', async () => {
  const asset = await fetch(`${baseUrl}/assets/main.0123abcd.js`);
  assert.equal(asset.status, 200);
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.match(asset.headers.get('content-type') ?? '', /javascript/);
  const logo = await fetch(`${baseUrl}/logo.svg`);
  assert.equal(logo.headers.get('cache-control'), 'no-cache');
});

test("the build's pre-compressed copies are served to clients that accept them", async () => {
  const url = `${baseUrl}/assets/main.0123abcd.js`;
  // fetch decodes the body by itself, so each answer reads as the original script.
  const answers = await Promise.all(
    ['br, gzip', 'gzip', 'identity'].map((accept) => fetch(url, { headers: { 'accept-encoding': accept } })),
  );
  assert.deepEqual(
    answers.map((answer) => answer.headers.get('content-encoding')),
    ['br', 'gzip', null],
  );
  for (const answer of answers) {
    assert.equal(await answer.text(), SCRIPT);
    assert.match(answer.headers.get('vary') ?? '', /accept-encoding/i);
    assert.equal(answer.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  }
  const page = await fetch(`${baseUrl}/regions`, { headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(page.headers.get('content-encoding'), 'gzip');
  assert.equal(await page.text(), INDEX);
});

test('client-side routes get index.html; missing assets and API paths do not', async () => {
  for (const route of ['/regions', '/referrals/12/transaction/3', '/verify?token=abc', '/no/such/page']) {
    const response = await fetch(`${baseUrl}${route}`);
    assert.equal(response.status, 200, route);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal(await response.text(), INDEX);
  }
  const missingAsset = await fetch(`${baseUrl}/assets/main.gone.js`);
  assert.equal(missingAsset.status, 404);
  const api = await fetch(`${baseUrl}/api/v1/unknown`);
  assert.equal(api.status, 404);
  assert.match(api.headers.get('content-type') ?? '', /^application\/json/);
  const post = await fetch(`${baseUrl}/regions`, { method: 'POST' });
  assert.equal(post.status, 404);
});

test('API answers are JSON, never cached, with the same security headers', async () => {
  const token = await signIn(server.app, DEMO_ADMIN.email);
  const response = await fetch(`${baseUrl}/api/v1/regions`, { headers: { 'x-auth-token': token } });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  const body: unknown = await response.json();
  assert.ok(Array.isArray(at(body, 'data')));
});

test('mail goes to the outbox file with a link to the address the server listens on', async (t) => {
  const printed = t.mock.method(console, 'log', () => undefined);
  const admin = client(server.app, await signIn(server.app, DEMO_ADMIN.email));
  const email = 'outbox-reader@example.org';
  const answer = await admin.post('/auth/register', {
    email,
    firstName: 'Otto',
    lastName: 'Box',
    mobile: '0400',
    isAdmin: false,
  });
  assert.equal(answer.status, 201);
  const lines = readFileSync(path.join(folder, 'outbox.jsonl'), 'utf8').trim().split('\n');
  const last: unknown = JSON.parse(lines.at(-1) ?? '{}');
  assert.equal(at(last, 'to'), email);
  assert.match(string(at(last, 'link')), new RegExp(`^${baseUrl}/verify\\?token=[\\w-]{43}$`));
  assert.equal(server.outbox.latest(email)?.link, at(last, 'link'));
  assert.ok(printed.mock.calls.some((call) => String(call.arguments[0]).includes(string(at(last, 'link')))));
});

test('the request log, when enabled, holds no tokens or passwords', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logged = await createApp({ database: await freshDatabase('demo'), logger: { stream } });
  let token: string | undefined;
  try {
    const login = await call(logged.app, 'POST', '/api/v1/auth/login', {
      email: DEMO_ADMIN.email,
      password: 'referrals-demo',
    });
    token = string(at(login.body, 'data', 'token'));
    await call(logged.app, 'GET', '/api/v1/dashboard', undefined, { token });
    await call(logged.app, 'GET', '/api/v1/auth/verify?token=secret-verify-token');
  } finally {
    await logged.close();
  }
  const log = lines.join('');
  assert.match(log, /\/api\/v1\/auth\/verify"/, 'requests are logged');
  assert.ok(!log.includes('secret-verify-token'));
  assert.ok(!log.includes('referrals-demo'));
  assert.ok(token && !log.includes(token));
});
