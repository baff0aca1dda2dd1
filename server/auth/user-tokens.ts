import type { Queryable } from '../db/database';
import { int } from '../db/rows';
import { hashToken, newToken } from './tokens';

export type TokenPurpose = 'verify' | 'reset';

/** How long a link stays valid: an invitation a week, a password reset an hour. */
const TOKEN_HOURS: Record<TokenPurpose, number> = { verify: 7 * 24, reset: 1 };

/** A new single-use token; earlier unused ones for the same purpose stop working. */
export async function issueUserToken(q: Queryable, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = newToken();
  await q.query('delete from user_tokens where user_id = $1 and purpose = $2 and used_at is null', [
    userId,
    purpose,
  ]);
  await q.query(
    `insert into user_tokens (user_id, purpose, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(hours => $4))`,
    [userId, purpose, hashToken(token), TOKEN_HOURS[purpose]],
  );
  return token;
}

/** The user id behind a token that is unused and unexpired, or null. */
export async function findUserToken(
  q: Queryable,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const [row] = await q.query(
    `select user_id from user_tokens
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()`,
    [hashToken(token), purpose],
  );
  return row ? int(row, 'user_id') : null;
}

/** Marks the token used; false when it was already used (a concurrent request won). */
export async function consumeUserToken(q: Queryable, token: string, purpose: TokenPurpose): Promise<boolean> {
  const rows = await q.query(
    `update user_tokens set used_at = now()
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
      returning id`,
    [hashToken(token), purpose],
  );
  return rows.length === 1;
}
