import type { InsightBusiness, InsightReferral } from '../../lib/insights/aggregate';
import type { AggregationRequest } from './aggregationMessages';
import { listMessages, listsComplete, receiveLists, type ListsInArrival } from './listParts';

const north = { id: 1, name: 'North' };

/** A referral as the API gives it, with fields the aggregation never reads. */
const referral = (id: number) => ({
  id,
  createdAt: '2026-03-04T05:06:07Z',
  acceptanceType: id % 2 === 0 ? 'Accepted' : null,
  referrer: { id: 1, name: 'Acme Plumbing', region: north },
  referredTo: { id: 2, name: 'Birch Legal' },
  description: 'A long description the worker does not need',
  email: 'someone@example.com',
});

const business = (id: number): InsightBusiness => ({
  id,
  name: `Business ${id}`,
  region: north,
  categories: [{ id: 10, name: 'Plumbing' }],
});

const referrals: InsightReferral[] = Array.from({ length: 1001 }, (_, index) => referral(index + 1));
const businesses = [business(1), business(2)];

function deliver(messages: ReturnType<typeof listMessages>, order: number[]): ListsInArrival | null {
  let lists = receiveLists(null, partOrHead(messages.head));
  for (const index of order) lists = receiveLists(lists, partOrHead(messages.part(index)));
  return lists;
}

function partOrHead(message: AggregationRequest) {
  if (message.kind === 'compute') throw new Error('a list message was expected');
  return message;
}

test('the lists go over in parts of at most 500, with only the fields the aggregation reads', () => {
  const messages = listMessages(7, { referrals, businesses });
  expect(messages.head).toEqual({ kind: 'lists', version: 7, referrals: 1001, businesses: 2 });
  expect(messages.parts).toBe(3);
  const first = messages.part(0);
  const last = messages.part(2);
  expect(first.kind === 'part' && first.referrals.length).toBe(500);
  expect(first.kind === 'part' && first.businesses.length).toBe(2);
  expect(last).toEqual({
    kind: 'part',
    version: 7,
    referrals: [
      {
        id: 1001,
        createdAt: '2026-03-04T05:06:07Z',
        acceptanceType: null,
        referrer: { id: 1, name: 'Acme Plumbing' },
        referredTo: { id: 2, name: 'Birch Legal' },
      },
    ],
    businesses: [],
  });
});

test('the worker has the lists, in their order, once every part has arrived', () => {
  const messages = listMessages(1, { referrals, businesses });
  const partial = deliver(messages, [0, 1]);
  expect(listsComplete(partial)).toBe(false);
  const whole = deliver(messages, [0, 1, 2]);
  expect(listsComplete(whole)).toBe(true);
  expect(whole?.referrals.map((item) => item.id)).toEqual(referrals.map((item) => item.id));
  expect(whole?.businesses).toEqual(businesses);
});

test('parts of older lists are dropped once newer lists start', () => {
  const older = listMessages(1, { referrals, businesses });
  const newer = listMessages(2, { referrals: referrals.slice(0, 3), businesses: [business(9)] });
  let lists = receiveLists(null, partOrHead(older.head));
  lists = receiveLists(lists, partOrHead(older.part(0)));
  lists = receiveLists(lists, partOrHead(newer.head));
  lists = receiveLists(lists, partOrHead(older.part(1)));
  expect(listsComplete(lists)).toBe(false);
  lists = receiveLists(lists, partOrHead(newer.part(0)));
  expect(listsComplete(lists)).toBe(true);
  expect(lists?.referrals.map((item) => item.id)).toEqual([1, 2, 3]);
  expect(lists?.businesses.map((item) => item.id)).toEqual([9]);
});

test('empty lists are complete with their one empty part', () => {
  const messages = listMessages(3, { referrals: [], businesses: [] });
  expect(messages.parts).toBe(1);
  expect(listsComplete(receiveLists(null, partOrHead(messages.head)))).toBe(true);
});
