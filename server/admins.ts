import { hashPassword, verifyPassword } from './auth/passwords';
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
  const email = admin.email.trim().toLowerCase();
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

/** Whether the published demo admin can sign in here (a database seeded with the demo data). */
async function demoSignInWorks(db: Database): Promise<boolean> {
  const account = await findAccountByEmail(db, DEMO_ADMIN.email);
  if (!account || !account.verified || !account.isActive || !account.isAdmin) return false;
  return verifyPassword(DEMO_PASSWORD, account.passwordHash);
}

/**
 * What the server prints about the demo at start: the credentials only when they work, otherwise
 * why not (asked for demo data on a database that already holds data), or how to make an admin.
 */
export async function demoNotice(db: Database, demoRequested: boolean): Promise<string[]> {
  if (demoRequested && (await demoSignInWorks(db))) {
    return [
      `Demo admin: ${DEMO_ADMIN.email} / ${DEMO_PASSWORD}`,
      `Demo non-admin (mobile app only): ${DEMO_USER.email} / ${DEMO_PASSWORD}`,
    ];
  }
  const lines = demoRequested
    ? ['The database already holds data, so no demo data was added: the demo sign-in does not work here.']
    : [];
  if ((await adminCount(db)) === 0)
    lines.push(
      'No administrator yet: create the first with `npm run create-admin -- --email you@example.com`.',
    );
  return lines;
}
