import type { Queryable } from '../db/database';
import { isStorableId } from '../db/ids';
import { int } from '../db/rows';

/** The kinds of record that have a history and send change events (the document's RecordModel). */
const RECORD_MODELS = ['BUSINESS', 'REFERRAL', 'TRANSACTION', 'USER', 'REGION', 'CATEGORY'] as const;
export type RecordModel = (typeof RECORD_MODELS)[number];

export function isRecordModel(value: unknown): value is RecordModel {
  return RECORD_MODELS.some((model) => model === value);
}

/** The tables whose records carry a version (migrations/004_record_versions.sql). */
export type VersionedTable = 'regions' | 'categories' | 'businesses' | 'users' | 'referrals' | 'transactions';

export const MODEL_OF: Record<VersionedTable, RecordModel> = {
  regions: 'REGION',
  categories: 'CATEGORY',
  businesses: 'BUSINESS',
  users: 'USER',
  referrals: 'REFERRAL',
  transactions: 'TRANSACTION',
};

/**
 * A record's fields as a jsonb object keyed like the specification's write payload for it, in
 * that payload's form (ids for references, categories as a sorted list of ids, money as a number,
 * dates as YYYY-MM-DD). Only what an admin writes: never a password hash or a token. `t` is the
 * record's table.
 */
export const FIELDS_SQL: Record<VersionedTable, string> = {
  regions: `jsonb_build_object('name', t.name)`,
  categories: `jsonb_build_object('name', t.name)`,
  businesses: `jsonb_build_object('name', t.name, 'regionId', t.region_id, 'categories',
    coalesce((select jsonb_agg(bc.category_id order by bc.category_id) from business_categories bc
               where bc.business_id = t.id), '[]'::jsonb))`,
  users: `jsonb_build_object('email', t.email, 'firstName', t.first_name, 'lastName', t.last_name,
    'mobile', t.mobile, 'isAdmin', t.is_admin, 'isActive', t.is_active, 'business', t.business_id)`,
  referrals: `jsonb_build_object('firstName', t.first_name, 'lastName', t.last_name, 'email', t.email,
    'mobile', t.mobile, 'website', t.website, 'businessName', t.business_name, 'importance', t.importance,
    'description', t.description, 'referrer', t.referrer_id, 'referredTo', t.referred_to_id)`,
  transactions: `jsonb_build_object('amount', t.amount, 'date', to_char(t.date, 'YYYY-MM-DD'),
    'referralId', t.referral_id)`,
};

/** Snapshots of records by id (JSON values, handed back to SQL as they are); absent ids are left out. */
export async function snapshotFields(
  q: Queryable,
  table: VersionedTable,
  ids: readonly number[],
): Promise<Map<number, unknown>> {
  const storable = ids.filter(isStorableId);
  if (storable.length === 0) return new Map();
  const rows = await q.query(
    `select t.id, ${FIELDS_SQL[table]} as fields from ${table} t where t.id = any($1::int[])`,
    [storable],
  );
  return new Map(rows.map((row) => [int(row, 'id'), row.fields]));
}
