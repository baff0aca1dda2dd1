import type { Queryable } from '../db/database';
import { bool, int, text } from '../db/rows';
import { hashToken, newToken } from './tokens';

const SESSION_HOURS = 12;

/**
 * Live sessions one account holds at most: a correct password costs nothing to repeat, so each
 * sign-in beyond this ends the account's oldest live session. Enough for an admin's browsers and
 * machines; the event streams are capped per account too (routes/events.ts).
 */
export const SESSIONS_PER_ACCOUNT = 20;

export type SessionUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
};

/** A new session for this user; the oldest beyond `perAccount` live ones end. In a transaction. */
export async function createSession(
  q: Queryable,
  userId: number,
  perAccount = SESSIONS_PER_ACCOUNT,
): Promise<string> {
  const token = newToken();
  // Sessions that ended more than a day ago are of no use to anyone: purged as new ones start.
  await q.query(
    `delete from sessions where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'`,
  );
  await q.query(
    `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + make_interval(hours => $3))`,
    [userId, hashToken(token), SESSION_HOURS],
  );
  // The account's row, locked, orders parallel sign-ins: each sees the others' sessions.
  await q.query('select 1 from users where id = $1 for update', [userId]);
  await q.query(
    `update sessions set revoked_at = now()
      where user_id = $1 and revoked_at is null
        and id not in (select id from sessions
                        where user_id = $1 and revoked_at is null and expires_at > now()
                        order by id desc limit $2)`,
    [userId, perAccount],
  );
  return token;
}

/** The user behind a live session: not revoked, not expired, and the account still verified and active. */
export async function findSessionUser(q: Queryable, token: string): Promise<SessionUser | null> {
  const [row] = await q.query(
    `select u.id, u.email, u.first_name, u.last_name, u.is_admin
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
        and u.is_active and u.verified_at is not null`,
    [hashToken(token)],
  );
  if (!row) return null;
  return {
    id: int(row, 'id'),
    email: text(row, 'email'),
    firstName: text(row, 'first_name'),
    lastName: text(row, 'last_name'),
    isAdmin: bool(row, 'is_admin'),
  };
}

/** Ends the live session of this token (sign-out); its user, or null when there was none. */
export async function endSession(q: Queryable, token: string): Promise<SessionUser | null> {
  const user = await findSessionUser(q, token);
  await q.query('update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null', [
    hashToken(token),
  ]);
  return user;
}

/** Ends every live session, or only one user's. */
export async function revokeSessions(q: Queryable, userId?: number): Promise<void> {
  if (userId === undefined) {
    await q.query('update sessions set revoked_at = now() where revoked_at is null');
  } else {
    await q.query('update sessions set revoked_at = now() where revoked_at is null and user_id = $1', [
      userId,
    ]);
  }
}
