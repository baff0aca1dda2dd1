import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { int } from '../db/rows';
import { hashToken } from './tokens';

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits no one misreads (no 0/O, 1/I/L). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 16 characters of 31 (about 79 bits): too many to guess, so a plain SHA-256 keeps them safe. */
function newCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return code.match(/.{4}/g)?.join('-') ?? code;
}

/** What a typed code is compared as: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(typed: string): boolean {
  return /^[a-z0-9]{16}$/.test(normaliseRecoveryCode(typed));
}

const hashOf = (code: string) => hashToken(`recovery:${normaliseRecoveryCode(code)}`);

/** Ten new codes for the user, replacing any earlier ones; returned once, stored as hashes. */
export async function replaceRecoveryCodes(q: Queryable, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await q.query('delete from recovery_codes where user_id = $1', [userId]);
  await q.query(
    `insert into recovery_codes (user_id, code_hash) select $1, unnest($2::text[])`,
    [userId, codes.map(hashOf)],
  );
  return codes;
}

/** Marks the code used; false when it is not one of the user's unused codes (or a parallel use won). */
export async function spendRecoveryCode(q: Queryable, userId: number, typed: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(typed)) return false;
  const rows = await q.query(
    `update recovery_codes set used_at = now()
      where user_id = $1 and code_hash = $2 and used_at is null returning id`,
    [userId, hashOf(typed)],
  );
  return rows.length === 1;
}

export async function recoveryCodesLeft(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query(
    'select count(*)::int as left from recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return row ? int(row, 'left') : 0;
}
