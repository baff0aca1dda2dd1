/**
 * The lists that grow, against the reference server, which pages them (the contract's optional
 * extension): the console asks for one page at a time, searches, filters and sorts on the server,
 * and exports by reading the pages a thousand rows at a time.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logJourney, referralJourney, watchList } from './bigLists';
import { createHarness } from './harness';

const e2e = createHarness();

const hasMeta = (body: unknown) => typeof body === 'object' && body !== null && 'meta' in body;

test('the audit log is paged, searched, filtered and exported by the server', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const traffic = watchList(page, 'logs');
  await logJourney(e2e, page, 'created category Legal Services');

  assert.ok(traffic.length >= 5, `one request per change (${traffic.length})`);
  for (const { url, body } of traffic) {
    const size = Number(url.searchParams.get('pageSize'));
    assert.ok(size === 20 || size === 1000, `${url.search}: a page of the list, never all of it`);
    assert.ok(body === null || hasMeta(body), `${url.search}: answered with meta`);
  }
  const sent = traffic.map(({ url }) => url.searchParams);
  assert.ok(sent.some((params) => params.get('page') === '2'));
  assert.ok(sent.some((params) => params.get('q') === 'created category Legal Services'));
  assert.ok(sent.some((params) => params.get('action') === 'LOGIN' && params.get('pageSize') === '1000'));
});

test('the referrals are filtered, sorted, paged and exported by the server', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const traffic = watchList(page, 'referrals');
  await referralJourney(e2e, page);

  const sent = traffic.map(({ url }) => url.searchParams);
  assert.ok(
    sent.every((params) => params.has('pageSize')),
    'every request asks for one page',
  );
  assert.ok(sent.some((params) => params.get('importance') === 'Hot' && params.get('sort') === 'referrer'));
});
