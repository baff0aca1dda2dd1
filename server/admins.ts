import { hashPassword, verifyPassword } from './auth/passwords';
import { canonicalEmail } from './data/emailAddress';
import { findAccountByEmail } from './data/users';
import { createRecord } from './data/writes';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USER } from './seed/dataset';
import type { Database } from './db/database';
import { int, returnedId } from './db/rows';

export type FirstAdmin = { email: string; firstName: string; lastName: string; password: string };

export async function adminCount(db: Database): Promise<number> {
  const [row] = await db.query(
    'select count(*)::int as count from users where is_admin and verified_at is not null',
  );
  return row ? int(row, 'count') : 0;
}

/** A verified administrator with the password the operator chose; refused if the address is taken. */
export async function createAdmin(db: Database, admin: FirstAdmin): Promise<number> {
  const email = canonicalEmail(admin.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`${admin.email} is not an email address.`);
  if (admin.password.length < 12) throw new Error('Choose a password of at least 12 characters.');
  if (admin.password === DEMO_PASSWORD)
    throw new Error('That is the published demo password: anyone could sign in with it. Choose another.');
  const [taken] = await db.query('select 1 from users where lower(email) = $1', [email]);
  if (taken) throw new Error(`A user with the address ${email} exists already.`);
  const passwordHash = await hashPassword(admin.password);
  // Through the one write path: the new admin's history starts here, made by no one (the operator).
  const { id } = await createRecord(db, 'users', { actorId: null, log: null }, async (tx) => ({
    id: returnedId(
      await tx.query(
        `insert into users (email, first_name, last_name, mobile, is_admin, password_hash, verified_at)
         values ($1, $2, $3, '0', true, $4, now()) returning id`,
        [email, admin.firstName.trim(), admin.lastName.trim(), passwordHash],
      ),
    ),
  }));
  return id;
}

/** Whether the published demo password signs this account in: its hash is checked, not a flag. */
async function demoSignInWorks(db: Database, email: string, admin: boolean): Promise<boolean> {
  const account = await findAccountByEmail(db, email);
  if (!account || !account.verified || !account.isActive || account.isAdmin !== admin) return false;
  return verifyPassword(DEMO_PASSWORD, account.passwordHash);
}

/**
 * What the server prints about the demo at start: each demo sign-in only while the published
 * password still signs it in (checked against the stored hash at every start, so a password reset
 * or changed since the seed is never printed), otherwise why not, or how to make an admin.
 */
export async function demoNotice(db: Database, demoRequested: boolean): Promise<string[]> {
  if (!demoRequested) return (await adminCount(db)) === 0 ? [NO_ADMIN] : [];
  const lines: string[] = [];
  if (await demoSignInWorks(db, DEMO_ADMIN.email, true))
    lines.push(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_PASSWORD}`);
  if (await demoSignInWorks(db, DEMO_USER.email, false))
    lines.push(`Demo non-admin (mobile app only): ${DEMO_USER.email} / ${DEMO_PASSWORD}`);
  if (lines.length === 0)
    lines.push(
      'The published demo password does not sign in here (the database held data before the demo, or the demo passwords were changed).',
    );
  if ((await adminCount(db)) === 0) lines.push(NO_ADMIN);
  return lines;
}

const NO_ADMIN =
  'No administrator yet: create the first with `npm run create-admin -- --email you@example.com`.';
