import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunningApp } from './app';
import { DEMO_ADMIN, client, signIn, startServer } from './test-support';

const TOKEN = 'metrics-token-for-the-test-0123456789abcdef';
let server: RunningApp;
let plain: RunningApp;

before(async () => {
  [server, plain] = await Promise.all([
    startServer('demo', { metricsToken: TOKEN, loginThrottle: { freePerAccount: 1 } }),
    startServer('none'),
  ]);
});
after(() => Promise.all([server.close(), plain.close()]));

const scrape = (app: RunningApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of the sample `name{labels}` in a scrape, or 0 when it is not there. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test('the metrics answer only a scraper with the token; an instance without one has none', async () => {
  assert.equal((await scrape(server)).statusCode, 401);
  assert.equal((await scrape(server, 'Bearer wrong')).statusCode, 401);
  assert.equal((await scrape(server, `Bearer ${TOKEN}x`)).statusCode, 401);
  assert.equal((await scrape(server, `Bearer ${TOKEN}`)).statusCode, 200);
  assert.equal((await scrape(plain, `Bearer ${TOKEN}`)).statusCode, 404);
});

test("a scrape names the instance's measures in Prometheus' text format, and a request moves them", async () => {
  const first = await scrape(server, `Bearer ${TOKEN}`);
  assert.match(String(first.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  for (const name of [
    'referral_http_request_duration_seconds',
    'referral_event_streams_open',
    'referral_whole_lists',
    'referral_sign_in_refusals_total',
    'referral_business_imports_total',
    'referral_password_hashes_in_progress',
    'referral_db_pool_connections',
    'process_cpu_user_seconds_total',
    'nodejs_eventloop_lag_seconds',
  ])
    assert.ok(first.body.includes(`# TYPE ${name} `), name);

  const regions =
    'referral_http_request_duration_seconds_count{route="/api/v1/regions",method="GET",status="200"}';
  const refused = 'referral_sign_in_refusals_total';
  const before = first.body;
  const admin = client(server.app, await signIn(server.app, DEMO_ADMIN.email));
  assert.equal((await admin.get('/regions')).status, 200);
  assert.equal((await admin.get('/regions')).status, 200);
  // One wrong try is this test's whole budget for the address: the next is refused.
  const anonymous = client(server.app);
  const ip = '192.0.2.77';
  await anonymous.post('/auth/login', { email: 'nobody@example.com', password: 'guess' }, { ip });
  assert.equal(
    (await anonymous.post('/auth/login', { email: 'nobody@example.com', password: 'guess' }, { ip })).status,
    429,
  );

  const after = (await scrape(server, `Bearer ${TOKEN}`)).body;
  assert.equal(sample(after, regions) - sample(before, regions), 2);
  assert.equal(sample(after, refused) - sample(before, refused), 1);
  assert.ok(!after.includes(TOKEN), 'the token is not in the answer');
});
