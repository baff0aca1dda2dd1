import {
  acceptanceOf,
  byCount,
  byName,
  RANKING_SIZE,
  type FlowMatrix,
  type Insights,
  type QuietMember,
  type RankedBusiness,
  type ReferralTrend,
} from '../../src/lib/insights/aggregate';
import { QUIET_DAYS } from '../../src/lib/insights/period';
import type { Database, Row } from '../db/database';
import { int, money, text, textOrNull, timestamp } from '../db/rows';
import { invalidField } from '../http/errors';
import { optionalInt, optionalStr, queryOf, str } from '../http/input';
import { ok, type Handlers, type RouteContext } from './context';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A query date 'YYYY-MM-DD' as the UTC midnight that starts it; a day that does not exist is a 400. */
function utcDay(value: string, key: string): Date {
  const date = new Date(`${value}T00:00:00.000Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw invalidField(key, 'Must be a date, YYYY-MM-DD');
  return date;
}

/** An IANA time zone ('Australia/Sydney'), as the browser names the admin's; anything else is a 400. */
function timeZoneOf(value: string | undefined): string {
  if (value === undefined) return 'UTC';
  let known = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value);
  try {
    if (known) new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    known = false;
  }
  if (!known) throw invalidField('timeZone', 'Must be a time zone such as Australia/Sydney');
  return value;
}

/** Every month from the one of `from` to the one of `to` ('YYYY-MM-DD' each), as 'YYYY-MM'. */
function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** The place an admin chose: a region and a category, each null for all. */
type Place = { regionId: number | null; categoryId: number | null };

/**
 * SQL that a business (`b`) is in the place, and its parameters, numbered from `$first`. With no
 * place chosen it is `true` and takes none: the planner then leaves the businesses out of reading
 * the referrals and the money altogether.
 */
function businessInPlace(place: Place, first: number): { sql: string; params: number[] } {
  const conditions: string[] = [];
  const params: number[] = [];
  if (place.regionId !== null) {
    params.push(place.regionId);
    conditions.push(`b.region_id = $${first + params.length - 1}`);
  }
  if (place.categoryId !== null) {
    params.push(place.categoryId);
    conditions.push(
      `exists (select 1 from business_categories bc where bc.business_id = b.id and bc.category_id = $${first + params.length - 1})`,
    );
  }
  return { sql: conditions.length === 0 ? 'true' : conditions.join(' and '), params };
}

/** SQL that a referral (`r`) touches the place: the business that gave it or the one that received it is in it. */
function referralInPlace(place: Place, first: number): { sql: string; params: number[] } {
  const inPlace = businessInPlace(place, first);
  if (inPlace.params.length === 0) return inPlace;
  return {
    sql: `exists (select 1 from businesses b where b.id in (r.referrer_id, r.referred_to_id) and ${inPlace.sql})`,
    params: inPlace.params,
  };
}

/**
 * The referrals made from the day $1 to the day $2, both whole in the time zone $3, that touch the
 * place (`touches`, from referralInPlace at $4).
 */
const chosen = (touches: string) => `with chosen as (
  select r.created_at, r.acceptance_type, r.referrer_id, r.referred_to_id
    from referrals r
   where r.created_at >= ($1::date::timestamp at time zone $3)
     and r.created_at < (($2::date + 1)::timestamp at time zone $3) and ${touches})`;

/**
 * Keeps the rows of `counted` (id, count) that can be in a top ten: those with at least the tenth
 * highest count, ties included, so the final order by name happens in src/lib/insights's terms.
 */
const topOf = (counted: string) =>
  `select id, count from ${counted}
    where count >= (select min(count) from (select count from ${counted} order by count desc limit ${RANKING_SIZE}) as top)`;

function trendOf(rows: Row[], months: string[]): ReferralTrend {
  const types = [
    ...new Set(rows.map((row) => acceptanceOf({ acceptanceType: textOrNull(row, 'type') }))),
  ].sort((a, b) => a.localeCompare(b));
  const counts = months.map(() => types.map(() => 0));
  for (const row of rows) {
    const cells = counts[months.indexOf(text(row, 'month'))];
    const column = types.indexOf(acceptanceOf({ acceptanceType: textOrNull(row, 'type') }));
    if (cells && column >= 0) cells[column] = (cells[column] ?? 0) + int(row, 'count');
  }
  return { months, types, counts };
}

function rankingOf(rows: Row[]): RankedBusiness[] {
  return rows
    .map((row) => ({ id: int(row, 'id'), name: text(row, 'name'), count: int(row, 'count') }))
    .sort(byCount)
    .slice(0, RANKING_SIZE);
}

function flowsOf(rows: Row[]): FlowMatrix {
  const named = new Map<number, { id: number; name: string }>();
  for (const row of rows) {
    named.set(int(row, 'from_id'), { id: int(row, 'from_id'), name: text(row, 'from_name') });
    named.set(int(row, 'to_id'), { id: int(row, 'to_id'), name: text(row, 'to_name') });
  }
  const groups = [...named.values()].sort(byName);
  const index = new Map(groups.map((group, position) => [group.id, position]));
  const counts = groups.map(() => groups.map(() => 0));
  for (const row of rows) {
    const cells = counts[index.get(int(row, 'from_id')) ?? -1];
    const column = index.get(int(row, 'to_id'));
    if (cells && column !== undefined) cells[column] = int(row, 'count');
  }
  return { groups, counts };
}

/**
 * Flows between groups, counted on ids alone (the heavy part: one row per referral and pair of
 * categories), the groups' names joined to the few cells only.
 */
function flowQuery(kind: 'region' | 'category'): string {
  const [pairs, names] =
    kind === 'region'
      ? [
          `select gb.region_id as from_id, tb.region_id as to_id, count(*)::int as count
             from chosen c join businesses gb on gb.id = c.referrer_id join businesses tb on tb.id = c.referred_to_id
            group by 1, 2`,
          'regions',
        ]
      : [
          `select gc.category_id as from_id, tc.category_id as to_id, count(*)::int as count
             from chosen c join business_categories gc on gc.business_id = c.referrer_id
             join business_categories tc on tc.business_id = c.referred_to_id
            group by 1, 2`,
          'categories',
        ];
  return `select '${kind}' as kind, p.from_id, f.name as from_name, p.to_id, t.name as to_name, p.count
            from (${pairs}) as p join ${names} f on f.id = p.from_id join ${names} t on t.id = p.to_id`;
}

type InsightsAnswer = Omit<Insights, 'total'> & {
  referralCount: number;
  moneyTrend: { month: string; amount: number }[];
  moneyRanking: { id: number; name: string; amount: number }[];
};

/**
 * The insights extension: what the console computes from the whole lists (src/lib/insights, whose
 * order and labels it reuses), answered from SQL, plus the money the lists cannot tell. Referrals
 * fall in the days and months of `timeZone` (UTC unless given); money by its transactions' dates.
 */
export async function insightsOf(
  db: Database,
  query: {
    from: string;
    to: string;
    regionId: number | null;
    categoryId: number | null;
    timeZone?: string;
  },
  now: Date,
): Promise<InsightsAnswer> {
  const start = utcDay(query.from, 'from');
  const last = utcDay(query.to, 'to');
  if (last < start) throw invalidField('to', 'Must not be before from');
  const timeZone = timeZoneOf(query.timeZone);
  const place = referralInPlace(query, 4);
  const params = [query.from, query.to, timeZone, ...place.params];
  const withChosen = chosen(place.sql);

  // PGlite runs one statement at a time: fewer statements, each reading the chosen referrals once
  // (a CTE read twice is computed once), and rows only for what the answer shows. The rankings name
  // their few rows by one key lookup each, not by hashing every business.
  const [trendRows, rankedRows, flowRows] = await Promise.all([
    db.query(
      // Months named once per group, not per referral (to_char is dear where rows are many).
      `${withChosen} select to_char(month, 'YYYY-MM') as month, type, count from (
         select date_trunc('month', c.created_at at time zone $3) as month, c.acceptance_type as type,
                count(*)::int as count
           from chosen c group by 1, 2) as months`,
      params,
    ),
    db.query(
      `${withChosen},
       given as (select referrer_id as id, count(*)::int as count from chosen group by 1),
       received as (select referred_to_id as id, count(*)::int as count from chosen group by 1),
       ranked as (select 'given' as side, * from (${topOf('given')}) as g
                  union all select 'received', * from (${topOf('received')}) as r)
       select side, id, (select b.name from businesses b where b.id = ranked.id) as name, count from ranked`,
      params,
    ),
    db.query(`${withChosen} ${flowQuery('region')} union all ${flowQuery('category')}`, params),
  ]);

  // Quiet is about now, not the period. A business with a referral in the last 90 days is not
  // quiet: those few days' referrals are read once (the created_at index), and only the quiet
  // businesses look up their latest referral up to now (the (business, time) indexes).
  const businessPlace = businessInPlace(query, 3);
  const quietRows = await db.query(
    `with active as (
       select referrer_id as id from referrals where created_at >= $2 and created_at <= $1
       union select referred_to_id from referrals where created_at >= $2 and created_at <= $1)
     select b.id, b.name, g.name as region,
            greatest(
              (select max(r.created_at) from referrals r where r.referrer_id = b.id and r.created_at <= $1),
              (select max(r.created_at) from referrals r where r.referred_to_id = b.id and r.created_at <= $1)
            ) as last_referral
       from businesses b join regions g on g.id = b.region_id
      where not exists (select 1 from active a where a.id = b.id) and ${businessPlace.sql}`,
    [now.toISOString(), new Date(now.getTime() - QUIET_DAYS * DAY_MS).toISOString(), ...businessPlace.params],
  );
  const quiet: QuietMember[] = quietRows
    .map((row) => ({
      id: int(row, 'id'),
      name: text(row, 'name'),
      region: text(row, 'region'),
      lastReferral: row.last_referral === null ? null : timestamp(row, 'last_referral'),
    }))
    .sort(byName);

  // Money: the transactions dated in the period, on referrals that touch the place. The months
  // join the referrals only when a place is chosen; the ranking needs each one's business anyway.
  // Both read indexes alone (migration 008): a period's transactions with their referral and
  // amount, and each referral's receiving business.
  const moneyPlace = referralInPlace(query, 3);
  const moneyParams = [query.from, query.to, ...moneyPlace.params];
  const inPeriod = `t.date >= $1::date and t.date <= $2::date and ${moneyPlace.sql}`;
  const [moneyMonthRows, moneyRankRows] = await Promise.all([
    db.query(
      // Summed by day first: to_char names the months of a year's days, not of every transaction.
      `select to_char(day, 'YYYY-MM') as month, sum(amount)::text as amount from (
         select t.date as day, sum(t.amount) as amount
           from transactions t ${moneyPlace.params.length > 0 ? 'join referrals r on r.id = t.referral_id' : ''}
          where ${inPeriod}
          group by 1) as days
        group by 1`,
      moneyParams,
    ),
    db.query(
      `with sums as (
         select r.referred_to_id as id, sum(t.amount) as amount
           from transactions t join referrals r on r.id = t.referral_id
          where ${inPeriod}
          group by 1)
       select id, name, amount::text as amount from (
         select s.id, (select b.name from businesses b where b.id = s.id) as name, s.amount
           from sums s
          where s.amount >= (select min(amount) from (select amount from sums order by amount desc limit ${RANKING_SIZE}) as top)
       ) as top
        -- By the numeric sum, not its text (as text, 9000.00 comes before 10000.00).
        order by top.amount desc, name, id
        limit ${RANKING_SIZE}`,
      moneyParams,
    ),
  ]);

  const months = monthsFrom(query.from, query.to);
  const moneyByMonth = new Map(moneyMonthRows.map((row) => [text(row, 'month'), money(row, 'amount')]));
  return {
    referralCount: trendRows.reduce((total, row) => total + int(row, 'count'), 0),
    trend: trendOf(trendRows, months),
    given: rankingOf(rankedRows.filter((row) => row.side === 'given')),
    received: rankingOf(rankedRows.filter((row) => row.side === 'received')),
    quiet,
    regionFlows: flowsOf(flowRows.filter((row) => row.kind === 'region')),
    categoryFlows: flowsOf(flowRows.filter((row) => row.kind === 'category')),
    moneyTrend: months.map((month) => ({ month, amount: moneyByMonth.get(month) ?? 0 })),
    moneyRanking: moneyRankRows.map((row) => ({
      id: int(row, 'id'),
      name: text(row, 'name'),
      amount: money(row, 'amount'),
    })),
  };
}

export function insightsHandlers({ db }: RouteContext): Handlers {
  return {
    async getInsights(request) {
      const source = queryOf(request);
      return ok(
        await insightsOf(
          db,
          {
            from: str(source, 'from'),
            to: str(source, 'to'),
            regionId: optionalInt(source, 'regionId') ?? null,
            categoryId: optionalInt(source, 'categoryId') ?? null,
            timeZone: optionalStr(source, 'timeZone'),
          },
          new Date(),
        ),
      );
    },
  };
}
