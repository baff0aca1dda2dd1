import type { Queryable, Row } from '../db/database';
import { isStorableId } from '../db/ids';
import { int, money, text, textOrNull, timestamp } from '../db/rows';
import type { NamedRecord } from './records';

export type Transaction = { id: number; amount: number; date: string; referralId: number };
/** A transaction as a referral embeds it: the specification's {id, amount, date}. */
type EmbeddedTransaction = Omit<Transaction, 'referralId'>;

export type Referral = {
  id: number;
  businessName: string;
  description: string | null;
  importance: string;
  acceptanceType: string;
  customerType: string | null;
  closureReason: string | null;
  firstName: string;
  lastName: string | null;
  email: string | null;
  mobile: string;
  website: string | null;
  referrer: NamedRecord;
  referredTo: NamedRecord;
  transactions?: EmbeddedTransaction[];
  createdAt: string;
  updatedAt: string;
};

// Amounts leave PostgreSQL as exact decimal text, dates as YYYY-MM-DD (never through a JS Date).
export const TRANSACTION_COLUMNS = `id, amount::text as amount, to_char(date, 'YYYY-MM-DD') as date, referral_id`;

export function toTransaction(row: Row): Transaction {
  return {
    id: int(row, 'id'),
    amount: money(row, 'amount'),
    date: text(row, 'date'),
    referralId: int(row, 'referral_id'),
  };
}

function toReferral(row: Row): Referral {
  return {
    id: int(row, 'id'),
    businessName: text(row, 'business_name'),
    description: textOrNull(row, 'description'),
    importance: text(row, 'importance'),
    acceptanceType: text(row, 'acceptance_type'),
    customerType: textOrNull(row, 'customer_type'),
    closureReason: textOrNull(row, 'closure_reason'),
    firstName: text(row, 'first_name'),
    lastName: textOrNull(row, 'last_name'),
    email: textOrNull(row, 'email'),
    mobile: text(row, 'mobile'),
    website: textOrNull(row, 'website'),
    referrer: { id: int(row, 'referrer_id'), name: text(row, 'referrer_name') },
    referredTo: { id: int(row, 'referred_to_id'), name: text(row, 'referred_to_name') },
    createdAt: timestamp(row, 'created_at'),
    updatedAt: timestamp(row, 'updated_at'),
  };
}

export type ReferralFilter = { id: number } | { business: number } | { ids: readonly number[] } | 'all';

/** Referrals newest first; with `extended`, each with its transactions, newest first. */
export async function loadReferrals(
  q: Queryable,
  filter: ReferralFilter,
  extended = false,
): Promise<Referral[]> {
  let where = '';
  let params: unknown[] = [];
  if (filter !== 'all' && 'ids' in filter) {
    where = 'where r.id = any($1::int[])';
    params = [filter.ids.filter(isStorableId)];
  } else if (filter !== 'all') {
    const id = 'id' in filter ? filter.id : filter.business;
    if (!isStorableId(id)) return [];
    where = 'id' in filter ? 'where r.id = $1' : 'where r.referrer_id = $1 or r.referred_to_id = $1';
    params = [id];
  }
  const rows = await q.query(
    `select r.id, r.business_name, r.description, r.importance, r.acceptance_type, r.customer_type,
            r.closure_reason, r.first_name, r.last_name, r.email, r.mobile, r.website,
            r.created_at, r.updated_at,
            referrer.id as referrer_id, referrer.name as referrer_name,
            referred_to.id as referred_to_id, referred_to.name as referred_to_name
       from referrals r
       join businesses referrer on referrer.id = r.referrer_id
       join businesses referred_to on referred_to.id = r.referred_to_id
      ${where}
      order by r.created_at desc, r.id desc`,
    params,
  );
  const referrals = rows.map(toReferral);
  if (!extended || referrals.length === 0) return referrals;
  const transactionRows = await q.query(
    `select ${TRANSACTION_COLUMNS} from transactions where referral_id = any($1::int[]) order by date desc, id desc`,
    [referrals.map((referral) => referral.id)],
  );
  const byReferral = new Map<number, EmbeddedTransaction[]>(referrals.map((referral) => [referral.id, []]));
  for (const { referralId, ...transaction } of transactionRows.map(toTransaction))
    byReferral.get(referralId)?.push(transaction);
  return referrals.map((referral) => ({ ...referral, transactions: byReferral.get(referral.id) ?? [] }));
}

/** Each referral's money made (the sum of its transactions, exact in SQL), 0 for one with none. */
export async function moneyMadeOf(q: Queryable, ids: readonly number[]): Promise<Map<number, number>> {
  const totals = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return totals;
  const rows = await q.query(
    `select referral_id, sum(amount)::text as amount from transactions
      where referral_id = any($1::int[]) group by referral_id`,
    [ids.filter(isStorableId)],
  );
  for (const row of rows) totals.set(int(row, 'referral_id'), money(row, 'amount'));
  return totals;
}

export async function loadReferral(q: Queryable, id: number, extended = false): Promise<Referral | null> {
  const [referral] = await loadReferrals(q, { id }, extended);
  return referral ?? null;
}
