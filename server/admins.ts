import { hashPassword } from './auth/passwords';
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
  const [taken] = await db.query('select 1 from users where lower(email) = $1', [email]);
  if (taken) throw new Error(`A user with the address ${email} exists already.`);
  return returnedId(
    await db.query(
      `insert into users (email, first_name, last_name, mobile, is_admin, password_hash, verified_at)
       values ($1, $2, $3, '0', true, $4, now()) returning id`,
      [email, admin.firstName.trim(), admin.lastName.trim(), await hashPassword(admin.password)],
    ),
  );
}
