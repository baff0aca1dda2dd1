/**
 * Contract tests: every operation in openapi.yaml is called on the running server with
 * realistic input, and every answer (status and body) must be one the document declares.
 * The last test fails if any operation was never called.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RunningApp } from './app';
import { openEventStream } from './events/streamClient';
import { createContract, type Contract } from './openapi/contract';
import { API_PREFIX, loadOpenApiDocument, OPENAPI_FILE } from './openapi/document';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  DEMO_USER,
  array,
  at,
  eventually,
  number,
  startServer,
  string,
} from './test-support';

const document = loadOpenApiDocument();
const contract: Contract = createContract(document);
const called = new Map<string, Set<number>>();
/** The query parameters each operation was sent, to check that every documented one was tried. */
const sentParameters = new Map<string, Set<string>>();

let server: RunningApp;
let baseUrl: string;
let admin = '';
let nonAdmin = '';

type Call = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  token?: string;
  /** The status this call should get. */
  expect: number;
};

/** Calls an operation by its operationId and checks the answer against openapi.yaml. */
async function exercise(operationId: string, call: Call): Promise<unknown> {
  const op = contract.operations.find((item) => item.operationId === operationId);
  assert.ok(op, `openapi.yaml has no operation ${operationId}`);
  if (call.expect < 300 && call.body !== undefined) {
    const validate = contract.request(operationId);
    assert.ok(validate, `${operationId} takes no body`);
    assert.ok(
      validate(call.body),
      `the test's own ${operationId} body breaks the contract: ${JSON.stringify(validate.errors)}`,
    );
  }
  const path = op.path.replace(/{(\w+)}/g, (_, name: string) =>
    encodeURIComponent(String(call.params?.[name])),
  );
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([key, value]) => [key, String(value)]),
  ).toString();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.token) headers['x-auth-token'] = call.token;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${API_PREFIX}${path}${query ? `?${query}` : ''}`, {
    method: op.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const body: unknown = await response.json();
  const sent = sentParameters.get(operationId) ?? new Set<string>();
  for (const name of Object.keys(call.query ?? {})) sent.add(name);
  sentParameters.set(operationId, sent);
  const statuses = called.get(operationId) ?? new Set<number>();
  statuses.add(response.status);
  called.set(operationId, statuses);

  const where = `${op.method} ${op.path} → ${response.status} ${JSON.stringify(body).slice(0, 300)}`;
  assert.equal(response.status, call.expect, where);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/, where);
  const validate = contract.response(operationId, response.status);
  assert.ok(
    validate,
    `${where}: status not declared (declared: ${contract.statuses(operationId).join(', ')})`,
  );
  assert.ok(validate(body), `${where}: ${JSON.stringify(validate.errors, null, 1)}`);
  return body;
}

const id = (body: unknown) => number(at(body, 'data', 'id'));
const linkToken = (email: string) =>
  string(new URL(server.outbox.latest(email)?.link ?? 'http://x/').searchParams.get('token'));

before(async () => {
  const validator = new Validator();
  const result = await validator.validate(OPENAPI_FILE);
  assert.ok(result.valid, `openapi.yaml is not a valid OpenAPI document: ${JSON.stringify(result.errors)}`);
  // A minute's wait after the free attempts: a slow hash must not let the rate-limit check's wait run out.
  server = await startServer('demo', { loginThrottle: { perClient: 10_000, firstWaitSeconds: 60 } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  assert.ok(address && typeof address === 'object');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
after(() => server.close());

describe('Auth', () => {
  test('login', async () => {
    admin = string(
      at(
        await exercise('login', { body: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD }, expect: 200 }),
        'data',
        'token',
      ),
    );
    nonAdmin = string(
      at(
        await exercise('login', { body: { email: DEMO_USER.email, password: DEMO_PASSWORD }, expect: 200 }),
        'data',
        'token',
      ),
    );
    await exercise('login', { body: { email: DEMO_ADMIN.email, password: 'wrong password' }, expect: 401 });
    await exercise('login', { body: { email: DEMO_ADMIN.email }, expect: 400 });
  });

  test('login is rate limited', async () => {
    const email = 'rate-limited@example.com';
    for (let attempt = 0; attempt < 5; attempt++)
      await exercise('login', { body: { email, password: 'wrong-password' }, expect: 401 });
    await exercise('login', { body: { email, password: 'wrong-password' }, expect: 429 });
  });

  test('registerUser, getVerifyUser, verifyAccount', async () => {
    const email = 'contract.invitee@example.org';
    const person = {
      email,
      firstName: 'Carla',
      lastName: 'Contract',
      mobile: '0412345678',
      isAdmin: false,
      business: 1,
    };
    await exercise('registerUser', { body: person, token: admin, expect: 201 });
    await exercise('registerUser', { body: person, token: admin, expect: 409 });
    await exercise('registerUser', { body: { ...person, email: 'not an email' }, token: admin, expect: 400 });
    await exercise('registerUser', { body: person, expect: 401 });
    await exercise('registerUser', { body: person, token: nonAdmin, expect: 403 });

    const token = linkToken(email);
    await exercise('getVerifyUser', { query: { token }, expect: 200 });
    await exercise('getVerifyUser', { query: { token: 'no-such-token' }, expect: 404 });
    await exercise('verifyAccount', {
      query: { token },
      body: { password: 'carla-password', verifyPassword: 'carla-passw0rd' },
      expect: 400,
    });
    await exercise('verifyAccount', {
      query: { token },
      body: { password: 'carla-password', verifyPassword: 'carla-password' },
      expect: 200,
    });
    await exercise('verifyAccount', {
      query: { token },
      body: { password: 'carla-password', verifyPassword: 'carla-password' },
      expect: 404,
    });
  });

  test('resendVerification', async () => {
    const email = 'contract.pending@example.org';
    await exercise('registerUser', {
      body: { email, firstName: 'Pat', lastName: 'Pending', mobile: '0400', isAdmin: true },
      token: admin,
      expect: 201,
    });
    await exercise('resendVerification', { body: { email }, token: admin, expect: 200 });
    await exercise('resendVerification', {
      body: { email: 'nobody@example.org' },
      token: admin,
      expect: 404,
    });
    await exercise('resendVerification', { body: { email: DEMO_USER.email }, token: admin, expect: 400 });
    await exercise('resendVerification', { body: { email }, expect: 401 });
    await exercise('resendVerification', { body: { email }, token: nonAdmin, expect: 403 });
  });

  test('requestPasswordReset, getProfileByToken, resetPassword', async () => {
    await exercise('requestPasswordReset', { body: { email: DEMO_USER.email }, expect: 200 });
    await exercise('requestPasswordReset', { body: { email: 'unknown@example.org' }, expect: 200 });
    await exercise('requestPasswordReset', { body: { email: 'not-an-email' }, expect: 400 });
    await eventually(() => server.outbox.latest(DEMO_USER.email, 'password-reset'));
    const token = linkToken(DEMO_USER.email);
    await exercise('getProfileByToken', { query: { token }, expect: 200 });
    await exercise('getProfileByToken', { query: { token: 'no-such-token' }, expect: 404 });
    await exercise('resetPassword', { body: { token, password: 'short' }, expect: 400 });
    await exercise('resetPassword', { body: { token, password: DEMO_PASSWORD }, expect: 200 });
    await exercise('resetPassword', { body: { token, password: DEMO_PASSWORD }, expect: 404 });
    // The reset ended the non-admin's sessions.
    await exercise('getDashboard', { token: nonAdmin, expect: 401 });
    nonAdmin = string(
      at(
        await exercise('login', { body: { email: DEMO_USER.email, password: DEMO_PASSWORD }, expect: 200 }),
        'data',
        'token',
      ),
    );
  });

  test('logout', async () => {
    const token = string(
      at(
        await exercise('login', { body: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD }, expect: 200 }),
        'data',
        'token',
      ),
    );
    await exercise('logout', { token, expect: 200 });
    await exercise('getDashboard', { token, expect: 401 });
    await exercise('logout', { expect: 200 });
  });

  test('requestPasswordReset is rate limited', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      await exercise('requestPasswordReset', { body: { email: 'flood@example.org' }, expect: 200 });
    await exercise('requestPasswordReset', { body: { email: 'flood@example.org' }, expect: 429 });
  });
});

describe('Dashboard and logs', () => {
  test('getDashboard', async () => {
    await exercise('getDashboard', { token: admin, expect: 200 });
    await exercise('getDashboard', { expect: 401 });
    await exercise('getDashboard', { token: 'revoked-or-made-up', expect: 401 });
    await exercise('getDashboard', { token: nonAdmin, expect: 403 });
  });

  test('getLogs', async () => {
    const body = await exercise('getLogs', { token: admin, expect: 200 });
    assert.ok(array(at(body, 'data')).length > 0);
    assert.equal(at(body, 'meta'), undefined, 'the whole list comes without meta');
    await exercise('getLogs', { expect: 401 });
    await exercise('getLogs', { token: nonAdmin, expect: 403 });
  });

  test('getLogs, paged (the optional extension)', async () => {
    const first = await exercise('getLogs', { query: { pageSize: 5 }, token: admin, expect: 200 });
    assert.equal(array(at(first, 'data')).length, 5);
    const next = await exercise('getLogs', {
      query: { pageSize: 5, cursor: string(at(first, 'meta', 'nextCursor')) },
      token: admin,
      expect: 200,
    });
    assert.equal(at(next, 'meta', 'page'), 2);
    const found = await exercise('getLogs', {
      query: {
        pageSize: 10,
        page: 1,
        locate: 1,
        q: 'ada',
        sort: 'user',
        order: 'desc',
        action: 'CREATE',
        model: 'BUSINESS',
        since: '2000-01-01T00:00:00Z',
        until: '2100-01-01T00:00:00Z',
      },
      token: admin,
      expect: 200,
    });
    assert.ok(number(at(found, 'meta', 'total')) > 0);
    await exercise('getLogs', { query: { pageSize: 1001 }, token: admin, expect: 400 });
    await exercise('getLogs', { query: { pageSize: 5, sort: 'colour' }, token: admin, expect: 400 });
    await exercise('getLogs', { query: { pageSize: 5, cursor: 'not-a-cursor' }, token: admin, expect: 400 });
    await exercise('getLogs', { query: { pageSize: 5, since: 'last week' }, token: admin, expect: 400 });
  });
});

describe('Users', () => {
  test('getUsers, getUnverifiedUsers, getUser', async () => {
    const users = array(at(await exercise('getUsers', { token: admin, expect: 200 }), 'data'));
    assert.ok(users.length > 0);
    await exercise('getUsers', { token: nonAdmin, expect: 403 });
    await exercise('getUsers', { expect: 401 });
    await exercise('getUnverifiedUsers', { token: admin, expect: 200 });
    await exercise('getUnverifiedUsers', { expect: 401 });
    await exercise('getUnverifiedUsers', { token: nonAdmin, expect: 403 });
    const page = await exercise('getUsers', {
      query: { pageSize: 3, page: 2, q: 'example', sort: 'email', order: 'asc', locate: 999_999 },
      token: admin,
      expect: 200,
    });
    assert.equal(array(at(page, 'data')).length, 3);
    await exercise('getUsers', {
      query: { pageSize: 3, cursor: string(at(page, 'meta', 'nextCursor')), q: 'example', sort: 'email' },
      token: admin,
      expect: 200,
    });
    await exercise('getUsers', { query: { pageSize: 3, order: 'up' }, token: admin, expect: 400 });
    await exercise('getUser', { params: { id: number(at(users[0], 'id')) }, token: admin, expect: 200 });
    await exercise('getUser', { params: { id: 999_999 }, token: admin, expect: 404 });
    await exercise('getUser', { params: { id: 1 }, expect: 401 });
    await exercise('getUser', { params: { id: 1 }, token: nonAdmin, expect: 403 });
  });

  test('updateUser', async () => {
    const created = await exercise('registerUser', {
      body: {
        email: 'contract.update@example.org',
        firstName: 'Uli',
        lastName: 'Update',
        mobile: '0400',
        isAdmin: false,
      },
      token: admin,
      expect: 201,
    });
    const userId = id(created);
    const update = {
      email: 'contract.updated@example.org',
      firstName: 'Ulrike',
      lastName: 'Update',
      mobile: '0411',
      isAdmin: false,
      isActive: true,
      business: 2,
    };
    await exercise('updateUser', { params: { id: userId }, body: update, token: admin, expect: 200 });
    await exercise('updateUser', {
      params: { id: userId },
      body: { ...update, email: DEMO_ADMIN.email },
      token: admin,
      expect: 409,
    });
    await exercise('updateUser', {
      params: { id: userId },
      body: { ...update, mobile: 'call me' },
      token: admin,
      expect: 400,
    });
    await exercise('updateUser', { params: { id: 999_999 }, body: update, token: admin, expect: 404 });
    await exercise('updateUser', { params: { id: userId }, body: update, expect: 401 });
    await exercise('updateUser', { params: { id: userId }, body: update, token: nonAdmin, expect: 403 });
  });

  test('deleteUser and deleteUnverifiedUser', async () => {
    const verified = array(at(await exercise('getUsers', { token: admin, expect: 200 }), 'data'));
    const me = verified.find((user) => at(user, 'email') === DEMO_ADMIN.email);
    const someone = verified.find(
      (user) => at(user, 'email') !== DEMO_ADMIN.email && at(user, 'email') !== DEMO_USER.email,
    );
    await exercise('deleteUser', { params: { id: number(at(me, 'id')) }, token: admin, expect: 409 });
    await exercise('deleteUser', { params: { id: number(at(someone, 'id')) }, token: nonAdmin, expect: 403 });
    await exercise('deleteUser', { params: { id: number(at(someone, 'id')) }, expect: 401 });
    await exercise('deleteUser', { params: { id: number(at(someone, 'id')) }, token: admin, expect: 200 });
    await exercise('deleteUser', { params: { id: number(at(someone, 'id')) }, token: admin, expect: 404 });

    const pending = array(at(await exercise('getUnverifiedUsers', { token: admin, expect: 200 }), 'data'));
    const pendingId = number(at(pending[0], 'id'));
    await exercise('deleteUnverifiedUser', { params: { id: pendingId }, expect: 401 });
    await exercise('deleteUnverifiedUser', { params: { id: pendingId }, token: nonAdmin, expect: 403 });
    await exercise('deleteUnverifiedUser', { params: { id: pendingId }, token: admin, expect: 200 });
    await exercise('deleteUnverifiedUser', { params: { id: pendingId }, token: admin, expect: 404 });
  });
});

describe('Regions, categories and businesses', () => {
  let regionId = 0;
  let categoryId = 0;
  let businessId = 0;

  test('regions', async () => {
    await exercise('getRegions', { token: admin, expect: 200 });
    await exercise('getRegions', { expect: 401 });
    await exercise('getRegions', { token: nonAdmin, expect: 403 });
    regionId = id(
      await exercise('createRegion', { body: { name: 'Contract Coast' }, token: admin, expect: 201 }),
    );
    await exercise('createRegion', { body: { name: 'contract coast' }, token: admin, expect: 409 });
    await exercise('createRegion', { body: { name: '' }, token: admin, expect: 400 });
    await exercise('createRegion', { body: { name: 'Nope' }, expect: 401 });
    await exercise('createRegion', { body: { name: 'Nope' }, token: nonAdmin, expect: 403 });
    const extended = await exercise('getRegion', {
      params: { id: 1 },
      query: { extended: true },
      token: admin,
      expect: 200,
    });
    assert.ok(array(at(extended, 'data', 'businesses')).length > 0);
    const plain = await exercise('getRegion', { params: { id: regionId }, token: admin, expect: 200 });
    assert.equal(at(plain, 'data', 'businesses'), undefined);
    await exercise('getRegion', { params: { id: 999_999 }, token: admin, expect: 404 });
    await exercise('getRegion', { params: { id: regionId }, expect: 401 });
    await exercise('getRegion', { params: { id: regionId }, token: nonAdmin, expect: 403 });
    await exercise('updateRegion', {
      params: { id: regionId },
      body: { name: 'Contract Shore' },
      token: admin,
      expect: 200,
    });
    await exercise('updateRegion', {
      params: { id: regionId },
      body: { name: 'Contract Shore', extra: 1 },
      token: admin,
      expect: 400,
    });
    const other = string(
      at(await exercise('getRegion', { params: { id: 1 }, token: admin, expect: 200 }), 'data', 'name'),
    );
    await exercise('updateRegion', {
      params: { id: regionId },
      body: { name: other },
      token: admin,
      expect: 409,
    });
    await exercise('updateRegion', {
      params: { id: 999_999 },
      body: { name: 'Ghost' },
      token: admin,
      expect: 404,
    });
    await exercise('updateRegion', { params: { id: regionId }, body: { name: 'x' }, expect: 401 });
    await exercise('updateRegion', {
      params: { id: regionId },
      body: { name: 'x' },
      token: nonAdmin,
      expect: 403,
    });
  });

  test('categories', async () => {
    await exercise('getCategories', { token: admin, expect: 200 });
    await exercise('getCategories', { expect: 401 });
    await exercise('getCategories', { token: nonAdmin, expect: 403 });
    categoryId = id(
      await exercise('createCategory', { body: { name: 'Contract Law' }, token: admin, expect: 201 }),
    );
    await exercise('createCategory', { body: { name: 'CONTRACT LAW' }, token: admin, expect: 409 });
    await exercise('createCategory', { body: {}, token: admin, expect: 400 });
    await exercise('createCategory', { body: { name: 'x' }, expect: 401 });
    await exercise('createCategory', { body: { name: 'x' }, token: nonAdmin, expect: 403 });
    await exercise('getCategory', { params: { id: categoryId }, token: admin, expect: 200 });
    await exercise('getCategory', { params: { id: 999_999 }, token: admin, expect: 404 });
    await exercise('getCategory', { params: { id: categoryId }, expect: 401 });
    await exercise('getCategory', { params: { id: categoryId }, token: nonAdmin, expect: 403 });
    await exercise('updateCategory', {
      params: { id: categoryId },
      body: { id: categoryId, name: 'Contract Drafting' },
      token: admin,
      expect: 200,
    });
    await exercise('updateCategory', {
      params: { id: categoryId },
      body: { name: 7 },
      token: admin,
      expect: 400,
    });
    await exercise('updateCategory', {
      params: { id: categoryId },
      body: { name: 'Accounting' },
      token: admin,
      expect: 409,
    });
    await exercise('updateCategory', {
      params: { id: 999_999 },
      body: { name: 'Ghost' },
      token: admin,
      expect: 404,
    });
    await exercise('updateCategory', { params: { id: categoryId }, body: { name: 'x' }, expect: 401 });
    await exercise('updateCategory', {
      params: { id: categoryId },
      body: { name: 'x' },
      token: nonAdmin,
      expect: 403,
    });
  });

  test('businesses', async () => {
    const all = array(at(await exercise('getBusinesses', { token: admin, expect: 200 }), 'data'));
    const page = await exercise('getBusinesses', {
      query: { pageSize: 4, page: 1, q: 'a', sort: 'region', order: 'desc', locate: 1 },
      token: admin,
      expect: 200,
    });
    await exercise('getBusinesses', {
      query: {
        pageSize: 4,
        cursor: string(at(page, 'meta', 'nextCursor')),
        q: 'a',
        sort: 'region',
        order: 'desc',
      },
      token: admin,
      expect: 200,
    });
    await exercise('getBusinesses', { query: { pageSize: 0 }, token: admin, expect: 400 });
    await exercise('getBusinesses', { expect: 401 });
    await exercise('getBusinesses', { token: nonAdmin, expect: 403 });
    const input = {
      name: 'Contract Cartographers',
      regionId,
      categories: [{ id: categoryId, name: 'Contract Drafting' }],
    };
    businessId = id(await exercise('createBusiness', { body: input, token: admin, expect: 201 }));
    await exercise('createBusiness', { body: input, token: admin, expect: 409 });
    await exercise('createBusiness', {
      body: { ...input, name: 'Other', regionId: 999_999 },
      token: admin,
      expect: 400,
    });
    await exercise('createBusiness', { body: input, expect: 401 });
    await exercise('createBusiness', { body: input, token: nonAdmin, expect: 403 });
    await exercise('getBusiness', { params: { id: businessId }, token: admin, expect: 200 });
    await exercise('getBusiness', { params: { id: 999_999 }, token: admin, expect: 404 });
    await exercise('getBusiness', { params: { id: businessId }, expect: 401 });
    await exercise('getBusiness', { params: { id: businessId }, token: nonAdmin, expect: 403 });
    await exercise('updateBusiness', {
      params: { id: businessId },
      body: { ...input, name: 'Contract Mapmakers', categories: [] },
      token: admin,
      expect: 200,
    });
    await exercise('updateBusiness', {
      params: { id: businessId },
      body: { ...input, categories: [{ id: 'one' }] },
      token: admin,
      expect: 400,
    });
    await exercise('updateBusiness', {
      params: { id: businessId },
      body: { ...input, name: string(at(all[0], 'name')) },
      token: admin,
      expect: 409,
    });
    await exercise('updateBusiness', { params: { id: 999_999 }, body: input, token: admin, expect: 404 });
    await exercise('updateBusiness', { params: { id: businessId }, body: input, expect: 401 });
    await exercise('updateBusiness', {
      params: { id: businessId },
      body: input,
      token: nonAdmin,
      expect: 403,
    });
  });

  test('business users', async () => {
    const users = array(at(await exercise('getUsers', { token: admin, expect: 200 }), 'data'));
    const userId = number(
      at(
        users.find((user) => at(user, 'email') === DEMO_USER.email),
        'id',
      ),
    );
    await exercise('addBusinessUser', { body: { userId, businessId }, token: admin, expect: 200 });
    await exercise('addBusinessUser', { body: { userId: 999_999, businessId }, token: admin, expect: 404 });
    await exercise('addBusinessUser', { body: { userId }, token: admin, expect: 400 });
    await exercise('addBusinessUser', { body: { userId, businessId }, expect: 401 });
    await exercise('addBusinessUser', { body: { userId, businessId }, token: nonAdmin, expect: 403 });
    const business = await exercise('getBusiness', { params: { id: businessId }, token: admin, expect: 200 });
    assert.deepEqual(
      array(at(business, 'data', 'users')).map((user) => at(user, 'id')),
      [userId],
    );
    await exercise('removeBusinessUser', { params: { businessId, userId }, expect: 401 });
    await exercise('removeBusinessUser', { params: { businessId, userId }, token: nonAdmin, expect: 403 });
    await exercise('removeBusinessUser', { params: { businessId, userId }, token: admin, expect: 200 });
    await exercise('removeBusinessUser', { params: { businessId, userId }, token: admin, expect: 404 });
  });

  test('business import (optional extension)', async () => {
    // A demo region, so that deleting the contract's own region below is not refused.
    const regions = array(at(await exercise('getRegions', { token: admin, expect: 200 }), 'data'));
    const region = string(
      regions.map((item) => at(item, 'name')).find((name) => !String(name).startsWith('Contract')),
    );
    const rows = [{ line: 2, name: 'Contract Importers', region, categories: [] }];
    await exercise('importBusinesses', { body: { dryRun: true, rows }, token: admin, expect: 200 });
    await exercise('importBusinesses', { body: { dryRun: false, rows }, token: admin, expect: 200 });
    await exercise('importBusinesses', { body: { dryRun: true, rows }, token: admin, expect: 400 });
    await exercise('importBusinesses', { body: { dryRun: true }, token: admin, expect: 400 });
    await exercise('importBusinesses', { body: { dryRun: true, rows }, expect: 401 });
    await exercise('importBusinesses', { body: { dryRun: true, rows }, token: nonAdmin, expect: 403 });
  });

  test('deleting: region refused while it has businesses; category; business', async () => {
    await exercise('deleteRegion', { params: { id: regionId }, token: admin, expect: 409 });
    await exercise('deleteCategory', { params: { id: categoryId }, expect: 401 });
    await exercise('deleteCategory', { params: { id: categoryId }, token: nonAdmin, expect: 403 });
    await exercise('deleteCategory', { params: { id: categoryId }, token: admin, expect: 200 });
    await exercise('deleteCategory', { params: { id: categoryId }, token: admin, expect: 404 });
    await exercise('deleteBusiness', { params: { id: 1 }, token: admin, expect: 409 });
    await exercise('deleteBusiness', { params: { id: businessId }, expect: 401 });
    await exercise('deleteBusiness', { params: { id: businessId }, token: nonAdmin, expect: 403 });
    await exercise('deleteBusiness', { params: { id: businessId }, token: admin, expect: 200 });
    await exercise('deleteBusiness', { params: { id: businessId }, token: admin, expect: 404 });
    await exercise('deleteRegion', { params: { id: regionId }, expect: 401 });
    await exercise('deleteRegion', { params: { id: regionId }, token: nonAdmin, expect: 403 });
    await exercise('deleteRegion', { params: { id: regionId }, token: admin, expect: 200 });
    await exercise('deleteRegion', { params: { id: regionId }, token: admin, expect: 404 });
  });
});

describe('History and events (optional extensions)', () => {
  test('getHistory: a business created, renamed and deleted, whole and paged', async () => {
    const name = `Historic ${Date.now()}`;
    const created = await exercise('createBusiness', {
      body: { name, regionId: 1, categories: [{ id: 2 }, { id: 1 }] },
      token: admin,
      expect: 201,
    });
    const businessId = id(created);
    await exercise('updateBusiness', {
      params: { id: businessId },
      body: { name: `${name} renamed`, regionId: 1, categories: [{ id: 1 }, { id: 2 }] },
      token: admin,
      expect: 200,
    });
    await exercise('deleteBusiness', { params: { id: businessId }, token: admin, expect: 200 });
    const query = { model: 'BUSINESS', id: businessId };
    const whole = array(at(await exercise('getHistory', { query, token: admin, expect: 200 }), 'data'));
    assert.deepEqual(
      whole.map((revision) => [at(revision, 'version'), at(revision, 'action')]),
      [
        [3, 'DELETE'],
        [2, 'UPDATE'],
        [1, 'CREATE'],
      ],
    );
    assert.deepEqual(at(whole[1], 'changes'), [{ field: 'name', from: name, to: `${name} renamed` }]);
    assert.deepEqual(at(whole[2], 'changes'), [
      { field: 'categories', from: null, to: [1, 2] },
      { field: 'name', from: null, to: name },
      { field: 'regionId', from: null, to: 1 },
    ]);
    const first = await exercise('getHistory', {
      query: { ...query, pageSize: 2 },
      token: admin,
      expect: 200,
    });
    assert.deepEqual(at(first, 'meta', 'total'), 3);
    const cursor = string(at(first, 'meta', 'nextCursor'));
    const next = await exercise('getHistory', {
      query: { ...query, pageSize: 2, cursor },
      token: admin,
      expect: 200,
    });
    assert.deepEqual(
      array(at(next, 'data')).map((revision) => at(revision, 'version')),
      [1],
    );
    const second = await exercise('getHistory', {
      query: { ...query, pageSize: 2, page: 2 },
      token: admin,
      expect: 200,
    });
    assert.deepEqual(at(second, 'data'), at(next, 'data'));
    await exercise('getHistory', { query: { model: 'SHOP', id: businessId }, token: admin, expect: 400 });
    await exercise('getHistory', { query: { model: 'BUSINESS', id: 'x' }, token: admin, expect: 400 });
    await exercise('getHistory', { query, expect: 401 });
    await exercise('getHistory', { query, token: nonAdmin, expect: 403 });
  });

  test('getInsights: the aggregates for a period, region and category; 400, 401 and 403', async () => {
    const query = { from: '2022-01-01', to: '2026-12-31', regionId: 1, categoryId: 1 };
    const data = at(await exercise('getInsights', { query, token: admin, expect: 200 }), 'data');
    assert.equal(array(at(data, 'moneyTrend')).length, 5 * 12);
    await exercise('getInsights', { query: { ...query, to: '2021-12-31' }, token: admin, expect: 400 });
    // At most five years: from the same day five years on, the period is refused.
    await exercise('getInsights', { query: { ...query, to: '2027-01-01' }, token: admin, expect: 400 });
    await exercise('getInsights', { query: { from: '2020-01-01' }, token: admin, expect: 400 });
    await exercise('getInsights', {
      query: { ...query, timeZone: 'Australia/Sydney' },
      token: admin,
      expect: 200,
    });
    await exercise('getInsights', {
      query: { ...query, timeZone: 'Nowhere/At all' },
      token: admin,
      expect: 400,
    });
    await exercise('getInsights', { query, expect: 401 });
    await exercise('getInsights', { query, token: nonAdmin, expect: 403 });
  });

  test('getEvents: a stream of change events; 401 and 403 as JSON', async () => {
    await exercise('getEvents', { expect: 401 });
    await exercise('getEvents', { token: nonAdmin, expect: 403 });
    const stream = await openEventStream(baseUrl.replace(/\/$/, ''), admin);
    try {
      called.set('getEvents', new Set([...(called.get('getEvents') ?? []), stream.response.status]));
      assert.equal(stream.response.status, 200);
      assert.match(stream.response.headers.get('content-type') ?? '', /^text\/event-stream/);
      await exercise('createRegion', { body: { name: `Live ${Date.now()}` }, token: admin, expect: 201 });
      const change = await stream.next((frame) => frame.event === 'change');
      const validate = contract.response('getEvents', 200);
      assert.ok(validate, 'getEvents declares its event');
      const data: unknown = JSON.parse(change.data ?? 'null');
      assert.ok(validate(data), JSON.stringify(validate.errors));
      assert.equal(at(data, 'model'), 'REGION');
    } finally {
      stream.close();
    }
  });
});

describe('Referrals and transactions', () => {
  let referralId = 0;
  let transactionId = 0;
  const referral = {
    firstName: 'Rosa',
    lastName: 'Referred',
    email: 'rosa@customer.example',
    mobile: '0499888777',
    website: 'https://customer.example',
    businessName: 'Rosa’s Roses',
    importance: 'Hot',
    description: 'Wants weekly deliveries.',
    referrer: 1,
    referredTo: 2,
  };

  test('referrals', async () => {
    const list = array(at(await exercise('getReferrals', { token: admin, expect: 200 }), 'data'));
    assert.ok(list.length > 0);
    const mine = array(
      at(await exercise('getReferrals', { query: { business: 3 }, token: admin, expect: 200 }), 'data'),
    );
    // The specification's shape for a business's referrals, the same referrals as the full list's.
    const involving = list.filter((item) =>
      [at(item, 'referrer', 'id'), at(item, 'referredTo', 'id')].includes(3),
    );
    assert.ok(involving.length > 0);
    assert.deepEqual(
      mine.map((item) => at(item, 'id')),
      involving.map((item) => at(item, 'id')),
    );
    // The specification's fields, and the business-referrals extension's: both ends, status, money made.
    for (const [index, item] of mine.entries()) {
      const full = involving[index];
      assert.deepEqual(Object.keys(item ?? {}).sort(), [
        'acceptanceType',
        'businessName',
        'date',
        'id',
        'moneyMade',
        'referredTo',
        'referrer',
      ]);
      assert.deepEqual(at(item, 'referrer'), at(full, 'referrer'));
      assert.deepEqual(at(item, 'referredTo'), at(full, 'referredTo'));
      assert.equal(at(item, 'acceptanceType'), at(full, 'acceptanceType'));
      assert.equal(typeof at(item, 'moneyMade'), 'number');
    }
    await exercise('getReferrals', { query: { business: 'three' }, token: admin, expect: 400 });
    const page = await exercise('getReferrals', {
      query: {
        pageSize: 5,
        page: 1,
        q: 'a',
        sort: 'importance',
        order: 'asc',
        importance: 'Medium',
        status: 'Accepted',
        locate: 1,
      },
      token: admin,
      expect: 200,
    });
    await exercise('getReferrals', {
      query: {
        pageSize: 5,
        cursor: string(at(page, 'meta', 'nextCursor')),
        q: 'a',
        sort: 'importance',
        importance: 'Medium',
        status: 'Accepted',
      },
      token: admin,
      expect: 200,
    });
    // With `business` the list stays whole: the paging parameters are ignored.
    const whole = await exercise('getReferrals', {
      query: { business: 3, pageSize: 1 },
      token: admin,
      expect: 200,
    });
    assert.equal(array(at(whole, 'data')).length, mine.length);
    await exercise('getReferrals', {
      query: { pageSize: 5, importance: 'Lukewarm' },
      token: admin,
      expect: 400,
    });
    await exercise('getReferrals', { expect: 401 });
    await exercise('getReferrals', { token: nonAdmin, expect: 403 });

    const created = await exercise('createReferral', { body: referral, token: admin, expect: 201 });
    referralId = id(created);
    assert.equal(at(created, 'data', 'acceptanceType'), 'Pending');
    assert.equal(at(created, 'data', 'customerType'), null);
    assert.equal(at(created, 'data', 'closureReason'), null);
    const minimal = {
      firstName: 'Min',
      mobile: '0400',
      businessName: 'Minimal',
      importance: 'Low',
      referrer: 2,
      referredTo: 1,
    };
    await exercise('createReferral', { body: minimal, token: admin, expect: 201 });
    await exercise('createReferral', { body: { ...referral, referredTo: 1 }, token: admin, expect: 400 });
    await exercise('createReferral', { body: referral, expect: 401 });
    await exercise('createReferral', { body: referral, token: nonAdmin, expect: 403 });

    const extended = await exercise('getReferral', {
      params: { id: referralId },
      query: { extended: true },
      token: admin,
      expect: 200,
    });
    assert.deepEqual(at(extended, 'data', 'transactions'), []);
    const plain = await exercise('getReferral', { params: { id: referralId }, token: admin, expect: 200 });
    assert.equal(at(plain, 'data', 'transactions'), undefined);
    await exercise('getReferral', { params: { id: 999_999 }, token: admin, expect: 404 });
    await exercise('getReferral', { params: { id: referralId }, expect: 401 });
    await exercise('getReferral', { params: { id: referralId }, token: nonAdmin, expect: 403 });

    const patched = await exercise('updateReferral', {
      params: { id: referralId },
      body: { importance: 'Medium', referredTo: 3 },
      token: admin,
      expect: 200,
    });
    assert.equal(at(patched, 'data', 'referredTo', 'id'), 3);
    await exercise('updateReferral', {
      params: { id: referralId },
      body: { importance: 'Urgent' },
      token: admin,
      expect: 400,
    });
    await exercise('updateReferral', {
      params: { id: 999_999 },
      body: { importance: 'Low' },
      token: admin,
      expect: 404,
    });
    await exercise('updateReferral', {
      params: { id: referralId },
      body: { importance: 'Low' },
      expect: 401,
    });
    await exercise('updateReferral', {
      params: { id: referralId },
      body: { importance: 'Low' },
      token: nonAdmin,
      expect: 403,
    });
  });

  test('transactions', async () => {
    const input = { amount: 1234.56, date: '2024-06-30', referralId };
    transactionId = id(await exercise('createTransaction', { body: input, token: admin, expect: 201 }));
    const extras = [
      id(await exercise('createTransaction', { body: { ...input, amount: 0.1 }, token: admin, expect: 201 })),
      id(await exercise('createTransaction', { body: { ...input, amount: 0.2 }, token: admin, expect: 201 })),
    ];
    // A business's referral carries its money made, added exactly (0.1 + 0.2 is 0.3, in cents).
    const ofReferrer = array(
      at(await exercise('getReferrals', { query: { business: 1 }, token: admin, expect: 200 }), 'data'),
    );
    const listed = ofReferrer.find((item) => at(item, 'id') === referralId);
    assert.equal(at(listed, 'moneyMade'), 1234.86);
    for (const extra of extras)
      await exercise('deleteTransaction', { params: { id: extra }, token: admin, expect: 200 });
    await exercise('createTransaction', { body: { ...input, amount: 12.345 }, token: admin, expect: 400 });
    await exercise('createTransaction', {
      body: { ...input, referralId: 999_999 },
      token: admin,
      expect: 404,
    });
    await exercise('createTransaction', { body: input, expect: 401 });
    await exercise('createTransaction', { body: input, token: nonAdmin, expect: 403 });
    const read = await exercise('getTransaction', {
      params: { id: transactionId },
      token: admin,
      expect: 200,
    });
    assert.deepEqual(at(read, 'data'), { id: transactionId, ...input });
    await exercise('getTransaction', { params: { id: 999_999 }, token: admin, expect: 404 });
    await exercise('getTransaction', { params: { id: transactionId }, expect: 401 });
    await exercise('getTransaction', { params: { id: transactionId }, token: nonAdmin, expect: 403 });
    const update = { amount: 99.9, date: '2024-07-01', transactionId, referralId };
    await exercise('updateTransaction', {
      params: { id: transactionId },
      body: update,
      token: admin,
      expect: 200,
    });
    await exercise('updateTransaction', {
      params: { id: transactionId },
      body: { ...update, transactionId: transactionId + 1 },
      token: admin,
      expect: 400,
    });
    await exercise('updateTransaction', {
      params: { id: 999_999 },
      body: { ...update, transactionId: undefined },
      token: admin,
      expect: 404,
    });
    await exercise('updateTransaction', { params: { id: transactionId }, body: update, expect: 401 });
    await exercise('updateTransaction', {
      params: { id: transactionId },
      body: update,
      token: nonAdmin,
      expect: 403,
    });
    const extended = await exercise('getReferral', {
      params: { id: referralId },
      query: { extended: true },
      token: admin,
      expect: 200,
    });
    // Embedded as the specification shows them: {id, amount, date}, no referralId.
    assert.deepEqual(at(extended, 'data', 'transactions'), [
      { id: transactionId, amount: 99.9, date: '2024-07-01' },
    ]);
    await exercise('deleteTransaction', { params: { id: transactionId }, expect: 401 });
    await exercise('deleteTransaction', { params: { id: transactionId }, token: nonAdmin, expect: 403 });
    await exercise('deleteTransaction', { params: { id: transactionId }, token: admin, expect: 200 });
    await exercise('deleteTransaction', { params: { id: transactionId }, token: admin, expect: 404 });
  });

  test('deleteReferral', async () => {
    await exercise('deleteReferral', { params: { id: referralId }, expect: 401 });
    await exercise('deleteReferral', { params: { id: referralId }, token: nonAdmin, expect: 403 });
    await exercise('deleteReferral', { params: { id: referralId }, token: admin, expect: 200 });
    await exercise('deleteReferral', { params: { id: referralId }, token: admin, expect: 404 });
  });
});

describe('Extensions', () => {
  test('getExtensions: the extensions offered, with or without a session', async () => {
    const names = array(at(await exercise('getExtensions', { expect: 200 }), 'data')).map((item) =>
      at(item, 'name'),
    );
    assert.deepEqual(names, [
      'paging',
      'record-versions',
      'history',
      'events',
      'import',
      'insights',
      'business-referrals',
    ]);
    await exercise('getExtensions', { token: admin, expect: 200 });
  });
});

/** The names of an operation's query parameters, $refs resolved. */
function queryParameters(operationId: string): string[] {
  const op = contract.operations.find((item) => item.operationId === operationId);
  const declared = Array.isArray(op?.spec.parameters) ? op.spec.parameters : [];
  return declared.flatMap((parameter: unknown) => {
    const ref = at(parameter, '$ref');
    const resolved = typeof ref === 'string' ? at(document, ...ref.replace('#/', '').split('/')) : parameter;
    return at(resolved, 'in') === 'query' ? [string(at(resolved, 'name'))] : [];
  });
}

test('every documented query parameter was sent', () => {
  for (const op of contract.operations) {
    const sent = sentParameters.get(op.operationId) ?? new Set<string>();
    const missing = queryParameters(op.operationId).filter((name) => !sent.has(name));
    assert.deepEqual(missing, [], `${op.operationId} was never sent: ${missing.join(', ')}`);
  }
});

test('every operation in openapi.yaml was exercised', () => {
  const declared = contract.operations.map((op) => op.operationId).sort();
  assert.equal(declared.length, new Set(declared).size, 'operationIds are unique');
  const missing = declared.filter((operationId) => !called.has(operationId));
  assert.deepEqual(missing, [], `operations never called: ${missing.join(', ')}`);
  const unknown = [...called.keys()].filter((operationId) => !declared.includes(operationId));
  assert.deepEqual(unknown, []);
});
