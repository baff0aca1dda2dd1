import {
  computeInsights,
  filterReferrals,
  quietMembers,
  referralFlows,
  referralTrend,
  topBusinesses,
  type InsightBusiness,
  type InsightReferral,
} from './aggregate';
import { monthLabel, monthsIn, parseCalendarDate, periodRange, type TimeRange } from './period';

// Jest runs in UTC (jest.config.ts), so local calendar dates and ISO times below read the same.
const north = { id: 1, name: 'North' };
const south = { id: 2, name: 'South' };
const plumbing = { id: 10, name: 'Plumbing' };
const legal = { id: 11, name: 'Legal' };
const cafe = { id: 12, name: 'Cafe' };

const businesses: InsightBusiness[] = [
  { id: 1, name: 'Acme Plumbing', region: north, categories: [plumbing] },
  { id: 2, name: 'Birch Legal', region: south, categories: [legal] },
  { id: 3, name: 'Cedar Cafe', region: north, categories: [cafe, legal] },
  { id: 4, name: 'Dune Bakery', region: south, categories: [cafe] },
  { id: 5, name: 'Elm Builders', region: south, categories: [] },
];

const ref = (id: number, createdAt: string, acceptanceType: string | null, from: number, to: number) => ({
  id,
  createdAt,
  acceptanceType,
  referrer: { id: from, name: `business ${from}` },
  referredTo: { id: to, name: `business ${to}` },
});

const referrals: InsightReferral[] = [
  ref(1, '2025-07-03T09:00:00.000Z', 'Accepted', 1, 2),
  ref(2, '2025-07-20T09:00:00.000Z', 'Pending', 1, 3),
  ref(3, '2025-08-05T09:00:00.000Z', 'Declined', 2, 1),
  ref(4, '2025-09-30T23:30:00.000Z', 'Accepted', 3, 2),
  ref(5, '2025-06-30T23:59:00.000Z', 'Accepted', 5, 1),
  ref(6, '2025-03-01T10:00:00.000Z', null, 2, 5),
  ref(7, '2025-10-01T08:00:00.000Z', 'Accepted', 1, 2),
  ref(8, 'not a date', 'Accepted', 4, 1),
];

const now = new Date('2025-10-15T12:00:00.000Z');
const thisYear: TimeRange = {
  start: new Date('2025-07-01T00:00:00Z'),
  end: new Date('2026-07-01T00:00:00Z'),
};
const everywhere = { regionId: null, categoryId: null };
const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

describe('periods', () => {
  it('gives this and last financial year as July to July', () => {
    expect(periodRange({ kind: 'thisYear' }, now)).toEqual(thisYear);
    expect(periodRange({ kind: 'lastYear' }, now)).toEqual({
      start: new Date('2024-07-01T00:00:00Z'),
      end: new Date('2025-07-01T00:00:00Z'),
    });
    expect(periodRange({ kind: 'thisYear' }, new Date('2025-06-30T23:00:00Z'))?.start).toEqual(
      new Date('2024-07-01T00:00:00Z'),
    );
  });

  it('gives the last 90 days up to now, and a custom range with both its days whole', () => {
    expect(periodRange({ kind: 'last90Days' }, now)).toEqual({
      start: new Date('2025-07-17T12:00:00.000Z'),
      end: new Date('2025-10-15T12:00:00.001Z'),
    });
    expect(periodRange({ kind: 'custom', from: '2025-07-20', to: '2025-08-05' }, now)).toEqual({
      start: new Date('2025-07-20T00:00:00Z'),
      end: new Date('2025-08-06T00:00:00Z'),
    });
  });

  it('answers null for a custom range that is reversed or names no real date', () => {
    expect(periodRange({ kind: 'custom', from: '2025-08-05', to: '2025-07-20' }, now)).toBeNull();
    expect(periodRange({ kind: 'custom', from: '2025-02-30', to: '2025-03-02' }, now)).toBeNull();
    expect(periodRange({ kind: 'custom', from: '', to: '2025-03-02' }, now)).toBeNull();
    expect(parseCalendarDate('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(parseCalendarDate('2025-7-1')).toBeNull();
  });

  it('lists the months a range touches, and labels them', () => {
    expect(
      monthsIn({ start: new Date('2025-07-17T12:00:00Z'), end: new Date('2025-10-15T12:00:00Z') }),
    ).toEqual(['2025-07', '2025-08', '2025-09', '2025-10']);
    expect(monthsIn(thisYear)).toHaveLength(12);
    expect(monthLabel('2025-07')).toBe('Jul 2025');
  });
});

describe('filterReferrals', () => {
  it('keeps the referrals made in the range, and none whose time is unreadable', () => {
    expect(ids(filterReferrals(referrals, businesses, { range: thisYear, ...everywhere }))).toEqual([
      1, 2, 3, 4, 7,
    ]);
    const lastYear = periodRange({ kind: 'lastYear' }, now);
    expect(
      lastYear && ids(filterReferrals(referrals, businesses, { range: lastYear, ...everywhere })),
    ).toEqual([5, 6]);
    const custom = periodRange({ kind: 'custom', from: '2025-07-20', to: '2025-08-05' }, now);
    expect(custom && ids(filterReferrals(referrals, businesses, { range: custom, ...everywhere }))).toEqual([
      2, 3,
    ]);
  });

  it('keeps a referral when either business is in the region and the category', () => {
    const only = (regionId: number | null, categoryId: number | null) =>
      ids(filterReferrals(referrals, businesses, { range: thisYear, regionId, categoryId }));
    expect(only(2, null)).toEqual([1, 3, 4, 7]);
    expect(only(null, 12)).toEqual([2, 4]);
    expect(only(1, 11)).toEqual([2, 4]);
    expect(only(1, 99)).toEqual([]);
  });
});

describe('referralTrend', () => {
  it('counts referrals per month of the period by acceptance type, empty months included', () => {
    const chosen = filterReferrals(referrals, businesses, { range: thisYear, ...everywhere });
    expect(referralTrend(chosen, thisYear)).toEqual({
      months: [
        '2025-07',
        '2025-08',
        '2025-09',
        '2025-10',
        '2025-11',
        '2025-12',
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
      ],
      types: ['Accepted', 'Declined', 'Pending'],
      counts: [
        [1, 0, 1],
        [0, 1, 0],
        [1, 0, 0],
        [1, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
    });
  });

  it('names a referral without an acceptance type "Not set"', () => {
    const march: TimeRange = {
      start: new Date('2025-03-01T00:00:00Z'),
      end: new Date('2025-04-01T00:00:00Z'),
    };
    expect(referralTrend([referrals[5]!], march)).toEqual({
      months: ['2025-03'],
      types: ['Not set'],
      counts: [[1]],
    });
  });
});

describe('topBusinesses', () => {
  const chosen = filterReferrals(referrals, businesses, { range: thisYear, ...everywhere });

  it('ranks the businesses by referrals given, ties by name, names from the businesses list', () => {
    expect(topBusinesses(chosen, businesses, 'given')).toEqual([
      { id: 1, name: 'Acme Plumbing', count: 3 },
      { id: 2, name: 'Birch Legal', count: 1 },
      { id: 3, name: 'Cedar Cafe', count: 1 },
    ]);
    expect(topBusinesses(chosen, businesses, 'given', 2)).toEqual([
      { id: 1, name: 'Acme Plumbing', count: 3 },
      { id: 2, name: 'Birch Legal', count: 1 },
    ]);
  });

  it('ranks the businesses by referrals received, and names one missing from the list as the referral does', () => {
    expect(topBusinesses(chosen, businesses, 'received')).toEqual([
      { id: 2, name: 'Birch Legal', count: 3 },
      { id: 1, name: 'Acme Plumbing', count: 1 },
      { id: 3, name: 'Cedar Cafe', count: 1 },
    ]);
    expect(topBusinesses(chosen, [], 'received')[0]).toEqual({ id: 2, name: 'business 2', count: 3 });
  });
});

describe('quietMembers', () => {
  it('lists the businesses with no referral in the 90 days before now, with their last one', () => {
    expect(quietMembers(referrals, businesses, now, everywhere)).toEqual([
      { id: 4, name: 'Dune Bakery', region: 'South', lastReferral: null },
      { id: 5, name: 'Elm Builders', region: 'South', lastReferral: '2025-06-30T23:59:00.000Z' },
    ]);
  });

  it('follows the region and category filters and the `now` it is given', () => {
    expect(ids(quietMembers(referrals, businesses, now, { regionId: null, categoryId: 12 }))).toEqual([4]);
    expect(ids(quietMembers(referrals, businesses, now, { regionId: 1, categoryId: null }))).toEqual([]);
    // A year on, everyone has gone quiet.
    expect(ids(quietMembers(referrals, businesses, new Date('2026-10-15T12:00:00Z'), everywhere))).toEqual([
      1, 2, 3, 4, 5,
    ]);
    // On 1 July, Cedar's referrals are still to come: referrals after `now` do not count.
    expect(quietMembers(referrals, businesses, new Date('2025-07-01T00:00:00Z'), everywhere)).toEqual([
      { id: 2, name: 'Birch Legal', region: 'South', lastReferral: '2025-03-01T10:00:00.000Z' },
      { id: 3, name: 'Cedar Cafe', region: 'North', lastReferral: null },
      { id: 4, name: 'Dune Bakery', region: 'South', lastReferral: null },
    ]);
  });
});

describe('referralFlows', () => {
  const chosen = filterReferrals(referrals, businesses, { range: thisYear, ...everywhere });

  it('counts referrals from region to region', () => {
    expect(referralFlows(chosen, businesses, 'region')).toEqual({
      groups: [north, south],
      counts: [
        [1, 3],
        [1, 0],
      ],
    });
  });

  it('counts referrals from category to category, each category of a business once', () => {
    expect(referralFlows(chosen, businesses, 'category')).toEqual({
      groups: [cafe, legal, plumbing],
      counts: [
        [0, 1, 0],
        [0, 1, 1],
        [1, 3, 0],
      ],
    });
  });
});

describe('computeInsights', () => {
  it('answers every section for the filters at once', () => {
    const insights = computeInsights(
      referrals,
      businesses,
      { range: thisYear, regionId: null, categoryId: 12 },
      now,
    );
    expect(insights.total).toBe(2);
    expect(insights.given).toEqual([
      { id: 1, name: 'Acme Plumbing', count: 1 },
      { id: 3, name: 'Cedar Cafe', count: 1 },
    ]);
    expect(insights.received).toEqual([
      { id: 2, name: 'Birch Legal', count: 1 },
      { id: 3, name: 'Cedar Cafe', count: 1 },
    ]);
    expect(ids(insights.quiet)).toEqual([4]);
    expect(insights.regionFlows).toEqual({
      groups: [north, south],
      counts: [
        [1, 1],
        [0, 0],
      ],
    });
  });
});
