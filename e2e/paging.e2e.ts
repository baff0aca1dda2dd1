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

/** The count a query gives, from the database the server uses. */
async function count(sql: string): Promise<number> {
  const [row] = await e2e.server.db.query(sql);
  return Number(row?.count);
}

test('the audit log is paged, searched, filtered and exported by the server', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const traffic = watchList(page, 'logs');
  await logJourney(e2e, page, 'created category Legal Services');

  // The Login entries fit in one export page of 1,000.
  assert.ok((await count("select count(*) from logs where action = 'LOGIN'")) < 1000);
  // One request per change, each for one page: going back to the whole log is answered from the cache.
  assert.deepEqual(
    traffic.map(({ url }) => url.search),
    [
      '?pageSize=20&page=1&sort=date&order=desc',
      '?pageSize=20&page=2&sort=date&order=desc',
      '?pageSize=20&page=1&q=created+category+Legal+Services&sort=date&order=desc',
      '?pageSize=20&page=1&sort=date&order=desc&action=LOGIN',
      '?pageSize=1000&page=1&sort=date&order=desc&action=LOGIN',
    ],
  );
  for (const { url, body } of traffic) assert.ok(hasMeta(body), `${url.search}: answered with meta`);
});

test('the referrals are filtered, sorted, paged and exported by the server', async (t) => {
  const page = await e2e.newPage(t);
  await e2e.signIn(page);
  const traffic = watchList(page, 'referrals');
  await referralJourney(e2e, page);

  // More than one page of Hot referrals, so the journey opens the second; one export page of 1,000.
  const hot = await count("select count(*) from referrals where importance = 'Hot'");
  assert.ok(hot > 20 && hot < 1000, `${hot} Hot referrals`);
  assert.deepEqual(
    traffic.map(({ url }) => url.search),
    [
      '?pageSize=20&page=1&sort=createdAt&order=desc',
      '?pageSize=20&page=1&sort=createdAt&order=desc&importance=Hot',
      '?pageSize=20&page=1&sort=referrer&order=asc&importance=Hot',
      '?pageSize=20&page=2&sort=referrer&order=asc&importance=Hot',
      '?pageSize=1000&page=1&sort=referrer&order=asc&importance=Hot',
    ],
  );
});
