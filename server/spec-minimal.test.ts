import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunningApp } from './app';
import { LIST_PARAMETERS } from './lists/paging';
import { listOperations, loadOpenApiDocument } from './openapi/document';
import { DEMO_ADMIN } from './seed';
import { array, at, client, signIn, startServer, type Client } from './test-support';

// SPEC_MINIMAL: the server answers with exactly the specification's shapes.
let server: RunningApp;
let admin: Client;

before(async () => {
  server = await startServer('demo', { specMinimal: true });
  admin = client(server.app, await signIn(server.app, DEMO_ADMIN.email));
});
after(() => server.close());

test('a user carries only the spec’s fields, with the optional last name and business null', async () => {
  const users = array(at((await admin.get('/users')).body, 'data'));
  assert.ok(users.length > 0);
  for (const user of users) {
    assert.deepEqual(Object.keys(user ?? {}).sort(), [
      'business',
      'email',
      'firstName',
      'id',
      'isActive',
      'isAdmin',
      'lastName',
      'mobile',
    ]);
    assert.equal(at(user, 'lastName'), null);
    assert.equal(at(user, 'business'), null);
  }
});

test('the sign-in answer is trimmed too: token and the spec’s user', async () => {
  const answer = await client(server.app).post('/auth/login', {
    email: DEMO_ADMIN.email,
    password: 'referrals-demo',
  });
  assert.equal(answer.status, 200);
  assert.deepEqual(Object.keys(at(answer.body, 'data') ?? {}).sort(), ['token', 'user']);
  assert.equal(at(answer.body, 'data', 'user', 'lastName'), null);
});

test('a referral embeds its transactions as {id, amount, date}, and nulls its optional texts', async () => {
  const list = array(at((await admin.get('/referrals')).body, 'data'));
  const withMoney = await Promise.all(
    list
      .slice(0, 20)
      .map(async (item) => (await admin.get(`/referrals/${String(at(item, 'id'))}?extended=true`)).body),
  );
  const detail = withMoney.find((body) => array(at(body, 'data', 'transactions')).length > 0);
  assert.ok(detail, 'a demo referral with money made');
  for (const transaction of array(at(detail, 'data', 'transactions'))) {
    assert.deepEqual(Object.keys(transaction ?? {}).sort(), ['amount', 'date', 'id']);
  }
  for (const key of ['lastName', 'email', 'website', 'description', 'customerType', 'closureReason']) {
    assert.equal(at(detail, 'data', key), null, key);
  }
});

test("a business's referrals are {id, businessName, date}", async () => {
  const businesses = array(at((await admin.get('/businesses')).body, 'data'));
  const lists = await Promise.all(
    businesses.map(async (item) =>
      array(at((await admin.get(`/referrals?business=${String(at(item, 'id'))}`)).body, 'data')),
    ),
  );
  const some = lists.find((items) => items.length > 0);
  assert.ok(some);
  for (const item of some) assert.deepEqual(Object.keys(item ?? {}).sort(), ['businessName', 'date', 'id']);
});

test('a missing record is answered 200 with no data, as some backends do', async () => {
  for (const path of [
    '/users/99999',
    '/regions/99999?extended=true',
    '/businesses/99999',
    '/referrals/99999',
  ]) {
    const answer = await admin.get(path);
    assert.equal(answer.status, 200, path);
    assert.deepEqual(answer.body, {}, path);
  }
  const verify = await client(server.app).get('/auth/verify?token=nothing-like-it');
  assert.equal(verify.status, 200);
  assert.deepEqual(verify.body, {});
});

test('validation errors come back as the bare list of {key, message}', async () => {
  const answer = await admin.post('/regions', { name: ' ' });
  assert.equal(answer.status, 400);
  assert.ok(Array.isArray(answer.body));
  assert.equal(at(answer.body, 0, 'key'), 'name');
});

test('the paging extension’s parameters are ignored, even malformed: every list comes back whole', async () => {
  const paging = [
    'pageSize=5',
    'pageSize=5&page=2&q=ada&sort=message&order=desc',
    'pageSize=0&page=-1&cursor=%25%25&sort=colour&order=up',
  ];
  const filters: Record<string, string> = {
    '/logs': '&action=SHOUT&model=LOGIN&since=yesterday&until=2024-01-01T00:00:00Z',
    '/referrals': '&importance=Lukewarm',
    '/businesses': '',
    '/users': '',
  };
  for (const [path, extra] of Object.entries(filters)) {
    const whole = await admin.get(path);
    assert.ok(array(at(whole.body, 'data')).length > 5, path);
    for (const query of paging) {
      const answer = await admin.get(`${path}?${query}${extra}`);
      assert.equal(answer.status, 200, `${path}?${query}`);
      assert.deepEqual(answer.body, whole.body, `${path}?${query}`);
      assert.equal(at(answer.body, 'meta'), undefined);
    }
  }
});

test('what it ignores is exactly the extension’s parameters of the four lists', () => {
  const document = loadOpenApiDocument();
  const names = listOperations(document)
    .filter((operation) =>
      ['getLogs', 'getReferrals', 'getBusinesses', 'getUsers'].includes(operation.operationId),
    )
    .flatMap((operation) => (Array.isArray(operation.spec.parameters) ? operation.spec.parameters : []))
    .map((parameter: unknown) => {
      const ref = at(parameter, '$ref');
      return typeof ref === 'string'
        ? at(document, ...ref.replace('#/', '').split('/'), 'name')
        : at(parameter, 'name');
    })
    // `business` is the specification's own.
    .filter((name) => name !== 'business');
  assert.deepEqual([...new Set(names)].sort(), [...LIST_PARAMETERS].sort());
});

test('the extensions are absent: unknown paths answer 404, as a framework answers what it does not have', async () => {
  for (const url of ['/history?model=REGION&id=1', '/events', '/extensions']) {
    const answer = await admin.get(url);
    assert.equal(answer.status, 404, url);
    assert.match(String(answer.headers['content-type']), /^application\/json/, url);
  }
});

test('a method the path does not have is a 405 with Allow: the import is a POST to /businesses/{id}', async () => {
  const answer = await admin.post('/businesses/import', { dryRun: true, rows: [] });
  assert.equal(answer.status, 405);
  assert.equal(answer.headers.allow, 'DELETE, GET, HEAD, PUT');
  const regions = await admin.patch('/regions', { name: 'x' });
  assert.equal(regions.status, 405);
  assert.equal(regions.headers.allow, 'GET, HEAD, POST');
});

test('an id that is not a number is a 400, on a method the path has', async () => {
  for (const url of ['/businesses/import', '/users/me', '/regions/1.5']) {
    const answer = await admin.get(url);
    assert.equal(answer.status, 400, url);
    assert.equal(at(answer.body, 0, 'key'), 'id', url);
  }
  assert.equal((await admin.delete('/businesses/import')).status, 400);
});

test('no record versions: no ETag out, If-Match ignored', async () => {
  const created = await admin.post('/regions', { name: 'Spec Minimal Versions' });
  assert.equal(created.status, 201);
  assert.equal(created.headers.etag, undefined);
  const id = String(at(created.body, 'data', 'id'));
  const read = await admin.get(`/regions/${id}`);
  assert.equal(read.headers.etag, undefined);
  const saved = await admin.put(
    `/regions/${id}`,
    { name: 'Spec Minimal Versions 2' },
    {
      headers: { 'If-Match': '"999"' },
    },
  );
  assert.equal(saved.status, 200);
});

test("a log entry carries no record: that link is the history extension's", async () => {
  assert.equal((await admin.post('/regions', { name: 'Spec Minimal Log Region' })).status, 201);
  const entries = array(at((await admin.get('/logs')).body, 'data'));
  const created = entries.find(
    (entry) => at(entry, 'message') === 'Ada Admin created region Spec Minimal Log Region',
  );
  assert.ok(created, 'the creation is logged');
  assert.equal(at(created, 'record'), undefined);
  assert.equal(at(created, 'type'), 'CREATE');
});

test('the HTML variant answers an unknown path with an HTML 404 page, as a proxy in front would', async (t) => {
  const html = await startServer('demo', { specMinimal: 'html' });
  t.after(() => html.close());
  const token = await signIn(html.app, DEMO_ADMIN.email);
  const api = client(html.app, token);
  for (const url of ['/extensions', '/history?model=REGION&id=1', '/events']) {
    const answer = await api.get(url);
    assert.equal(answer.status, 404, url);
    assert.match(String(answer.headers['content-type']), /^text\/html/, url);
    assert.match(String(answer.body), /<h1>404 Not Found<\/h1>/, url);
  }
  // What the path has, it keeps answering as the spec-only mode does.
  const imported = await api.post('/businesses/import', { dryRun: true, rows: [] });
  assert.equal(imported.status, 405);
  assert.equal(imported.headers.allow, 'DELETE, GET, HEAD, PUT');
  assert.equal((await api.get('/businesses/import')).status, 400);
  assert.equal((await api.get('/regions')).status, 200);
});
