/**
 * The nginx example of docs/deployment.md (docs/nginx.conf), as written: `nginx -t` accepts it, and nginx
 * serving this build through it answers /login with the rendered sign-in page, every other page
 * with index.html and the API from the reference server, with the server's Content-Security-Policy
 * on every page and asset, error answers included. Debian's nginx is installed when missing
 * (scripts/find-nginx.sh).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DEFAULT_DIST_DIR } from '../server/http/console';
import { createHarness } from './harness';

const EXAMPLE = path.resolve(__dirname, '../docs/nginx.conf');
const e2e = createHarness();
const nginx = execFileSync('bash', [path.resolve(__dirname, '../scripts/find-nginx.sh')], {
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .pop();
const prefix = mkdtempSync(path.join(tmpdir(), 'console-nginx-'));
const config = path.join(prefix, 'nginx.conf');
let origin = '';
let running: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The example inside a whole configuration: this machine's port, this build, this API server. */
function writeConfig(port: number, apiPort: number) {
  const example = readFileSync(EXAMPLE, 'utf8');
  assert.match(example, /^ {2}listen 80;$/m);
  assert.match(example, /^ {2}root \/srv\/console\/dist;$/m);
  const server = example
    .replace(/^ {2}listen 80;$/m, `  listen 127.0.0.1:${port};`)
    .replace(/^ {2}root \/srv\/console\/dist;$/m, `  root ${path.resolve(DEFAULT_DIST_DIR)};`);
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, folder));
  writeFileSync(
    config,
    [
      'daemon off;',
      'master_process off;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log;`,
      'events {}',
      'http {',
      '  types { text/html html; text/javascript js; text/css css; image/svg+xml svg; }',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (folder) => `  ${folder === 'body' ? 'client_body' : folder}_temp_path ${prefix}/${folder};`,
      ),
      `  upstream backend { server 127.0.0.1:${apiPort}; }`,
      server,
      '}',
    ].join('\n'),
  );
}

before(async () => {
  await e2e.ready();
  const port = await freePort();
  writeConfig(port, Number(new URL(e2e.baseUrl).port));
  origin = `http://127.0.0.1:${port}`;
});

after(() => {
  running?.kill();
  rmSync(prefix, { recursive: true, force: true });
});

test('nginx -t accepts the example', () => {
  assert.ok(nginx, 'nginx is installed');
  const output = execFileSync(nginx, ['-t', '-p', prefix, '-c', config], { encoding: 'utf8', stdio: 'pipe' });
  assert.equal(typeof output, 'string');
});

/** A policy's directives, whatever the spacing after each ';'. */
const directives = (policy: string | null) => (policy ?? '').split(';').map((directive) => directive.trim());

async function startNginx() {
  assert.ok(nginx);
  running = spawn(nginx, ['-p', prefix, '-c', config], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      await fetch(`${origin}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer: ${readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
}

test('through the example, /login is the rendered sign-in page and every answer carries the CSP', async () => {
  await startNginx();
  const csp = (await fetch(`${e2e.baseUrl}/login`)).headers.get('content-security-policy');
  assert.ok(csp, 'the reference server sends a CSP');
  const dist = path.resolve(DEFAULT_DIST_DIR);
  const script = readdirSync(path.join(dist, 'assets')).find((name) => name.endsWith('.js'));
  assert.ok(script);

  const cases = [
    { path: '/login', status: 200, body: readFileSync(path.join(dist, 'login/index.html'), 'utf8') },
    { path: '/regions/3', status: 200, body: readFileSync(path.join(dist, 'index.html'), 'utf8') },
    { path: '/', status: 200, body: readFileSync(path.join(dist, 'index.html'), 'utf8') },
    { path: `/assets/${script}`, status: 200, body: readFileSync(path.join(dist, 'assets', script), 'utf8') },
    { path: '/assets/missing.js', status: 404 },
  ];
  for (const { path: page, status, body } of cases) {
    const answer = await fetch(`${origin}${page}`);
    assert.equal(answer.status, status, page);
    assert.deepEqual(
      directives(answer.headers.get('content-security-policy')),
      directives(csp),
      `${page}: the server's CSP`,
    );
    if (body !== undefined) assert.equal(await answer.text(), body, page);
  }
  const asset = await fetch(`${origin}/assets/${script}`);
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await fetch(`${origin}/login`)).headers.get('cache-control'), 'no-cache');

  // The API goes to the reference server: without a session it answers 401, not a page.
  const api = await fetch(`${origin}/api/v1/regions`);
  assert.equal(api.status, 401);
});
