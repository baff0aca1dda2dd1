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
import { monthsIn, QUIET_DAYS } from '../../src/lib/insights/period';
import type { Database, Row } from '../db/database';
import { int, money, text, textOrNull, timestamp } from '../db/rows';
import { invalidField } from '../http/errors';
import { optionalInt, queryOf, str } from '../http/input';
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

/**
 * Whether a business (`b`) is in the region ($3) and category ($4), each null for all. A referral
 * counts when the business that gave it or the one that received it is.
 */
const IN_PLACE = `($3::int is null or b.region_id = $3)
  and ($4::int is null or exists (select 1 from business_categories bc where bc.business_id = b.id and bc.category_id = $4))`;
const REFERRAL_IN_PLACE = `(($3::int is null and $4::int is null) or exists (
  select 1 from businesses b where b.id in (r.referrer_id, r.referred_to_id) and ${IN_PLACE}))`;
/** The referrals made in [$1, $2) that touch the place. */
const CHOSEN = `with chosen as (
  select r.id, r.created_at, r.acceptance_type, r.referrer_id, r.referred_to_id
    from referrals r
   where r.created_at >= $1 and r.created_at < $2 and ${REFERRAL_IN_PLACE})`;

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

async function flowRows(db: Database, params: unknown[], kind: 'region' | 'category'): Promise<Row[]> {
  const groups =
    kind === 'region'
      ? `join businesses gb on gb.id = c.referrer_id join regions f on f.id = gb.region_id
         join businesses tb on tb.id = c.referred_to_id join regions t on t.id = tb.region_id`
      : `join business_categories gc on gc.business_id = c.referrer_id join categories f on f.id = gc.category_id
         join business_categories tc on tc.business_id = c.referred_to_id join categories t on t.id = tc.category_id`;
  return db.query(
    `${CHOSEN}
     select f.id as from_id, f.name as from_name, t.id as to_id, t.name as to_name, count(*)::int as count
       from chosen c ${groups}
      group by f.id, f.name, t.id, t.name`,
    params,
  );
}

type InsightsAnswer = Omit<Insights, 'total'> & {
  referralCount: number;
  moneyTrend: { month: string; amount: number }[];
  moneyRanking: { id: number; name: string; amount: number }[];
};

/**
 * The insights extension: what the console computes from the whole lists (src/lib/insights, whose
 * order and labels it reuses), answered from SQL, plus the money the lists cannot tell. Days and
 * months are UTC.
 */
export async function insightsOf(
  db: Database,
  query: { from: string; to: string; regionId: number | null; categoryId: number | null },
  now: Date,
): Promise<InsightsAnswer> {
  const start = utcDay(query.from, 'from');
  const last = utcDay(query.to, 'to');
  if (last < start) throw invalidField('to', 'Must not be before from');
  const end = new Date(last.getTime() + DAY_MS);
  const params = [start.toISOString(), end.toISOString(), query.regionId, query.categoryId];
  const byMonth = `to_char(c.created_at at time zone 'UTC', 'YYYY-MM')`;

  const [totalRows, trendRows, givenRows, receivedRows, regionRows, categoryRows] = await Promise.all([
    db.query(`${CHOSEN} select count(*)::int as count from chosen`, params),
    db.query(
      `${CHOSEN} select ${byMonth} as month, c.acceptance_type as type, count(*)::int as count
         from chosen c group by 1, 2`,
      params,
    ),
    db.query(
      `${CHOSEN} select b.id, b.name, count(*)::int as count
         from chosen c join businesses b on b.id = c.referrer_id group by b.id, b.name`,
      params,
    ),
    db.query(
      `${CHOSEN} select b.id, b.name, count(*)::int as count
         from chosen c join businesses b on b.id = c.referred_to_id group by b.id, b.name`,
      params,
    ),
    flowRows(db, params, 'region'),
    flowRows(db, params, 'category'),
  ]);

  // Quiet is about now, not the period: each business's latest referral up to now, read from the
  // (business, time) indexes, against 90 days ago.
  const quietRows = await db.query(
    `select * from (
       select b.id, b.name, g.name as region,
              greatest(
                (select max(r.created_at) from referrals r where r.referrer_id = b.id and r.created_at <= $1),
                (select max(r.created_at) from referrals r where r.referred_to_id = b.id and r.created_at <= $1)
              ) as last_referral
         from businesses b join regions g on g.id = b.region_id
        where ${IN_PLACE}) as latest
      where last_referral is null or last_referral < $2`,
    [
      now.toISOString(),
      new Date(now.getTime() - QUIET_DAYS * DAY_MS).toISOString(),
      query.regionId,
      query.categoryId,
    ],
  );
  const quiet: QuietMember[] = quietRows
    .map((row) => ({
      id: int(row, 'id'),
      name: text(row, 'name'),
      region: text(row, 'region'),
      lastReferral: row.last_referral === null ? null : timestamp(row, 'last_referral'),
    }))
    .sort(byName);

  // Money: the transactions dated in the period, on referrals that touch the place.
  const moneyParams = [query.from, query.to, query.regionId, query.categoryId];
  const [moneyMonthRows, moneyRankRows] = await Promise.all([
    db.query(
      `select to_char(t.date, 'YYYY-MM') as month, sum(t.amount)::text as amount
         from transactions t join referrals r on r.id = t.referral_id
        where t.date >= $1::date and t.date <= $2::date and ${REFERRAL_IN_PLACE}
        group by 1`,
      moneyParams,
    ),
    db.query(
      `select b.id, b.name, sum(t.amount)::text as amount
         from transactions t join referrals r on r.id = t.referral_id join businesses b on b.id = r.referred_to_id
        where t.date >= $1::date and t.date <= $2::date and ${REFERRAL_IN_PLACE}
        group by b.id, b.name
        order by sum(t.amount) desc, b.name, b.id
        limit ${RANKING_SIZE}`,
      moneyParams,
    ),
  ]);

  const months = monthsIn({ start, end });
  const moneyByMonth = new Map(moneyMonthRows.map((row) => [text(row, 'month'), money(row, 'amount')]));
  return {
    referralCount: int(totalRows[0] ?? { count: 0 }, 'count'),
    trend: trendOf(trendRows, months),
    given: rankingOf(givenRows),
    received: rankingOf(receivedRows),
    quiet,
    regionFlows: flowsOf(regionRows),
    categoryFlows: flowsOf(categoryRows),
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
          },
          new Date(),
        ),
      );
    },
  };
}
