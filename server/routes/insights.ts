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
import { inTurn } from '../http/wholeLists';
import { ok, type Handlers, type RouteContext } from './context';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/*
 * Every part of the answer is bounded, and says how many it left out ("more"): the period (so its
 * months), the acceptance types of the trend, the groups of the flows, the quiet members and the
 * rankings. The longest answer is then some tens of KiB, whatever the data.
 */
/** The longest period: `to` before the same day MAX_PERIOD_YEARS after `from`. */
const MAX_PERIOD_YEARS = 5;
/** Acceptance types in the trend (they are the mobile app's free text): the commonest. */
const TREND_TYPES = 20;
/** Groups in a flow matrix: those that give and receive the most. */
const FLOW_GROUPS = 50;
/** Quiet members listed, the first by name. */
const QUIET_LISTED = 1000;

/** A query date 'YYYY-MM-DD' as the UTC midnight that starts it; a day that does not exist is a 400. */
function utcDay(value: string, key: string): Date {
  const date = new Date(`${value}T00:00:00.000Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw invalidField(key, 'Must be a date, YYYY-MM-DD');
  return date;
}

/** The database's own time zones (they never change while it runs), read once per database. */
const zonesOf = new WeakMap<Database, Promise<ReadonlySet<string>>>();

function databaseZones(db: Database): Promise<ReadonlySet<string>> {
  let zones = zonesOf.get(db);
  if (!zones) {
    zones = db
      .query('select name from pg_timezone_names')
      .then((rows) => new Set(rows.map((row) => text(row, 'name'))));
    // A failed read is not kept: the next request asks again.
    zones.catch(() => zonesOf.delete(db));
    zonesOf.set(db, zones);
  }
  return zones;
}

/**
 * An IANA time zone ('Australia/Sydney'), as the browser names the admin's, that the database knows
 * too (its list, not the browser's nor Node's, decides: 'US/Pacific-New' is in some and not in
 * others); anything else is a 400.
 */
async function timeZoneOf(db: Database, value: string | undefined): Promise<string> {
  if (value === undefined) return 'UTC';
  const known = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value) && (await databaseZones(db)).has(value);
  if (!known) throw invalidField('timeZone', 'Must be a time zone such as Australia/Sydney');
  return value;
}

/** The same calendar day `years` later (29 February going to 1 March), as 'YYYY-MM-DD'. */
function yearsAfter(day: Date, years: number): string {
  const later = new Date(day);
  later.setUTCFullYear(day.getUTCFullYear() + years);
  return later.toISOString().slice(0, 10);
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

function trendOf(rows: Row[], months: string[], more: number): ReferralTrend & { more: number } {
  const types = [
    ...new Set(rows.map((row) => acceptanceOf({ acceptanceType: textOrNull(row, 'type') }))),
  ].sort((a, b) => a.localeCompare(b));
  const counts = months.map(() => types.map(() => 0));
  for (const row of rows) {
    const cells = counts[months.indexOf(text(row, 'month'))];
    const column = types.indexOf(acceptanceOf({ acceptanceType: textOrNull(row, 'type') }));
    if (cells && column >= 0) cells[column] = (cells[column] ?? 0) + int(row, 'count');
  }
  return { months, types, counts, more };
}

function rankingOf(rows: Row[]): RankedBusiness[] {
  return rows
    .map((row) => ({ id: int(row, 'id'), name: text(row, 'name'), count: int(row, 'count') }))
    .sort(byCount)
    .slice(0, RANKING_SIZE);
}

function flowsOf(rows: Row[], more: number): FlowMatrix & { more: number } {
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
  return { groups, counts, more };
}

/**
 * Flows between groups, counted on ids alone (the heavy part: one row per referral and pair of
 * categories), the groups' names joined to the few cells only: CTEs `${kind}_pairs` (every pair's
 * count) and `${kind}_tops` (the FLOW_GROUPS groups with the most referrals given and received).
 */
function flowPairs(kind: 'region' | 'category'): string {
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
  return `${kind}_pairs as (${pairs}),
    ${kind}_groups as (select from_id as id, count from ${kind}_pairs union all select to_id, count from ${kind}_pairs),
    ${kind}_tops as (select id from ${kind}_groups group by id order by sum(count) desc, id limit ${FLOW_GROUPS}),
    ${kind}_names as (select id, name from ${names} where id in (select id from ${kind}_tops))`;
}

/** The cells between the chosen groups of `kind`, and a row (from_id null) counting the groups left out. */
function flowCells(kind: 'region' | 'category'): string {
  return `select '${kind}' as kind, p.from_id, f.name as from_name, p.to_id, t.name as to_name, p.count
            from ${kind}_pairs p join ${kind}_names f on f.id = p.from_id join ${kind}_names t on t.id = p.to_id
          union all
          select '${kind}', null, null, null, null,
                 (select count(distinct id) from ${kind}_groups)::int - (select count(*) from ${kind}_tops)::int`;
}

type InsightsAnswer = Omit<Insights, 'total'> & {
  referralCount: number;
  moneyTrend: { month: string; amount: number }[];
  moneyRanking: { id: number; name: string; amount: number }[];
  /** How many each list left out. */
  givenMore: number;
  receivedMore: number;
  quietMore: number;
  moneyRankingMore: number;
};

export type InsightsQuery = {
  from: string;
  to: string;
  regionId: number | null;
  categoryId: number | null;
  timeZone?: string;
};

/** A query checked: its period real and bounded, its time zone one the database knows; else a 400. */
async function checkedQuery(
  db: Database,
  query: InsightsQuery,
): Promise<InsightsQuery & { timeZone: string }> {
  const start = utcDay(query.from, 'from');
  const last = utcDay(query.to, 'to');
  if (last < start) throw invalidField('to', 'Must not be before from');
  if (query.to >= yearsAfter(start, MAX_PERIOD_YEARS))
    throw invalidField(
      'to',
      `The period is at most ${MAX_PERIOD_YEARS} years: choose a later from or an earlier to`,
    );
  return { ...query, timeZone: await timeZoneOf(db, query.timeZone) };
}

/**
 * The insights extension: what the console computes from the whole lists (src/lib/insights, whose
 * order and labels it reuses), answered from SQL, plus the money the lists cannot tell. Referrals
 * fall in the days and months of `timeZone` (UTC unless given); money by its transactions' dates.
 */
export async function insightsOf(db: Database, query: InsightsQuery, now: Date): Promise<InsightsAnswer> {
  // Checked by checkedQuery before the turn is taken.
  const timeZone = query.timeZone ?? 'UTC';
  const place = referralInPlace(query, 4);
  const params = [query.from, query.to, timeZone, ...place.params];
  const withChosen = chosen(place.sql);

  // PGlite runs one statement at a time: fewer statements, each reading the chosen referrals once
  // (a CTE read twice is computed once), and rows only for what the answer shows. The rankings name
  // their few rows by one key lookup each, not by hashing every business.
  const [trendRows, rankedRows, flowRows] = await Promise.all([
    db.query(
      // Months named once per group, not per referral (to_char is dear where rows are many). The
      // commonest types only; a last row (month null) holds every referral and the types left out.
      `${withChosen},
       cells as (
         select date_trunc('month', c.created_at at time zone $3) as month, c.acceptance_type as type,
                count(*)::int as count
           from chosen c group by 1, 2),
       types as (select type from cells group by type order by sum(count) desc, type limit ${TREND_TYPES})
       select to_char(month, 'YYYY-MM') as month, type, count, null::int as more from cells
        where type in (select type from types)
       union all
       select null, null, coalesce((select sum(count) from cells), 0)::int,
              (select count(distinct type) from cells)::int - (select count(*) from types)::int`,
      params,
    ),
    db.query(
      `${withChosen},
       given as (select referrer_id as id, count(*)::int as count from chosen group by 1),
       received as (select referred_to_id as id, count(*)::int as count from chosen group by 1),
       ranked as (select 'given' as side, * from (${topOf('given')}) as g
                  union all select 'received', * from (${topOf('received')}) as r)
       select side, id, (select b.name from businesses b where b.id = ranked.id) as name, count from ranked
       union all select 'givenAll', null, null, (select count(*) from given)::int
       union all select 'receivedAll', null, null, (select count(*) from received)::int`,
      params,
    ),
    db.query(
      `${withChosen}, ${flowPairs('region')}, ${flowPairs('category')}
       ${flowCells('region')} union all ${flowCells('category')}`,
      params,
    ),
  ]);

  // Quiet is about now, not the period. A business with a referral in the last 90 days is not
  // quiet: those few days' referrals are read once (the created_at index), and only the quiet
  // businesses look up their latest referral up to now (the (business, time) indexes).
  // The first QUIET_LISTED by name (the console's order) are chosen on names alone; only they
  // look up their region and latest referral.
  const businessPlace = businessInPlace(query, 3);
  const quietNames = await db.query(
    `with active as (
       select referrer_id as id from referrals where created_at >= $2 and created_at <= $1
       union select referred_to_id from referrals where created_at >= $2 and created_at <= $1)
     select b.id, b.name from businesses b
      where not exists (select 1 from active a where a.id = b.id) and ${businessPlace.sql}`,
    [now.toISOString(), new Date(now.getTime() - QUIET_DAYS * DAY_MS).toISOString(), ...businessPlace.params],
  );
  const listed = quietNames
    .map((row) => ({ id: int(row, 'id'), name: text(row, 'name') }))
    .sort(byName)
    .slice(0, QUIET_LISTED);
  const quietRows = await db.query(
    `select b.id, g.name as region,
            greatest(
              (select max(r.created_at) from referrals r where r.referrer_id = b.id and r.created_at <= $1),
              (select max(r.created_at) from referrals r where r.referred_to_id = b.id and r.created_at <= $1)
            ) as last_referral
       from businesses b join regions g on g.id = b.region_id
      where b.id = any($2::int[])`,
    [now.toISOString(), listed.map((business) => business.id)],
  );
  const quietDetails = new Map(quietRows.map((row) => [int(row, 'id'), row]));
  const quiet: QuietMember[] = listed.flatMap((business) => {
    const row = quietDetails.get(business.id);
    if (!row) return [];
    const lastReferral = row.last_referral === null ? null : timestamp(row, 'last_referral');
    return [{ ...business, region: text(row, 'region'), lastReferral }];
  });

  // Money: the transactions dated in the period, on referrals that touch the place. The months
  // join the referrals only when a place is chosen; the ranking needs each one's business anyway.
  // Both read indexes alone (migration 008): a period's transactions with their referral and
  // amount, and each referral's receiving business.
  const moneyPlace = referralInPlace(query, 3);
  const moneyParams = [query.from, query.to, ...moneyPlace.params];
  const inPeriod = `t.date >= $1::date and t.date <= $2::date and ${moneyPlace.sql}`;
  const [moneyMonthRows, moneyRankRows, moneyRankedRows] = await Promise.all([
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
    db.query(
      `select count(distinct r.referred_to_id)::int as count
         from transactions t join referrals r on r.id = t.referral_id where ${inPeriod}`,
      moneyParams,
    ),
  ]);

  const months = monthsFrom(query.from, query.to);
  const moneyByMonth = new Map(moneyMonthRows.map((row) => [text(row, 'month'), money(row, 'amount')]));
  const [trendTotal] = trendRows.filter((row) => row.month === null);
  const given = rankingOf(rankedRows.filter((row) => row.side === 'given'));
  const received = rankingOf(rankedRows.filter((row) => row.side === 'received'));
  const countOf = (rows: Row[], side: string) => {
    const row = rows.find((item) => item.side === side);
    return row ? int(row, 'count') : 0;
  };
  const flows = (kind: 'region' | 'category') => {
    const rows = flowRows.filter((row) => row.kind === kind);
    const more = rows.find((row) => row.from_id === null);
    return flowsOf(
      rows.filter((row) => row.from_id !== null),
      more ? int(more, 'count') : 0,
    );
  };
  const moneyRanking = moneyRankRows.map((row) => ({
    id: int(row, 'id'),
    name: text(row, 'name'),
    amount: money(row, 'amount'),
  }));
  const [moneyRanked] = moneyRankedRows;
  return {
    referralCount: trendTotal ? int(trendTotal, 'count') : 0,
    trend: trendOf(
      trendRows.filter((row) => row.month !== null),
      months,
      trendTotal ? int(trendTotal, 'more') : 0,
    ),
    given,
    givenMore: countOf(rankedRows, 'givenAll') - given.length,
    received,
    receivedMore: countOf(rankedRows, 'receivedAll') - received.length,
    quiet,
    quietMore: quietNames.length - quiet.length,
    regionFlows: flows('region'),
    categoryFlows: flows('category'),
    moneyTrend: months.map((month) => ({ month, amount: moneyByMonth.get(month) ?? 0 })),
    moneyRanking,
    moneyRankingMore: (moneyRanked ? int(moneyRanked, 'count') : 0) - moneyRanking.length,
  };
}

export function insightsHandlers({ db, wholeLists }: RouteContext): Handlers {
  return {
    async getInsights(request) {
      const source = queryOf(request);
      const query = await checkedQuery(db, {
        from: str(source, 'from'),
        to: str(source, 'to'),
        regionId: optionalInt(source, 'regionId') ?? null,
        categoryId: optionalInt(source, 'categoryId') ?? null,
        timeZone: optionalStr(source, 'timeZone'),
      });
      // Read from every referral of its period: it waits its turn with the whole lists (503 when
      // that queue is full), so that no admin's loop of them starves the others.
      return ok(await inTurn(wholeLists, () => insightsOf(db, query, new Date())));
    },
  };
}
