import { int, money } from '../db/rows';
import { ok, type Handlers, type RouteContext } from './context';

/**
 * A financial year runs July to June and is labelled by the calendar year it ends in:
 * 30 June 2024 belongs to 2024, 1 July 2024 to 2025.
 */
const FINANCIAL_YEAR_SQL = `(extract(year from date)::int + case when extract(month from date) >= 7 then 1 else 0 end)`;

export function dashboardHandlers({ db }: RouteContext): Handlers {
  return {
    async getDashboard() {
      const [counts] = await db.query(
        `select (select count(*)::int from businesses) as business_count,
                (select count(*)::int from referrals) as referral_count,
                (select count(*)::int from regions) as region_count,
                (select count(*)::int from categories) as category_count,
                (select count(*)::int from users where verified_at is not null) as user_count,
                (select count(*)::int from users where verified_at is null) as unverified_count`,
      );
      const years = await db.query(
        `select ${FINANCIAL_YEAR_SQL} as year, sum(amount)::text as amount
           from transactions group by 1 order by 1`,
      );
      if (!counts) throw new Error('The dashboard query returned no row');
      return ok({
        moneyMade: years.map((row) => ({ year: int(row, 'year'), amount: money(row, 'amount') })),
        businessCount: int(counts, 'business_count'),
        referralCount: int(counts, 'referral_count'),
        regionCount: int(counts, 'region_count'),
        categoryCount: int(counts, 'category_count'),
        userCount: int(counts, 'user_count'),
        unverifiedCount: int(counts, 'unverified_count'),
      });
    },
  };
}
