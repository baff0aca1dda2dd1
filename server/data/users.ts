import type { Queryable, Row } from '../db/database';
import { canonicalEmail } from './emailAddress';
import { isStorableId } from '../db/ids';
import { bool, int, intOrNull, text, textOrNull } from '../db/rows';

export type User = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  isAdmin: boolean;
  isActive: boolean;
  business: number | null;
};

/** A user with what sign-in needs to know. */
export type Account = User & { passwordHash: string | null; verified: boolean };

const COLUMNS = `id, email, first_name, last_name, mobile, is_admin, is_active, business_id,
  password_hash, verified_at is not null as verified`;

const USER_ORDER = 'lower(first_name), lower(last_name), id';

function toAccount(row: Row): Account {
  return {
    id: int(row, 'id'),
    email: text(row, 'email'),
    firstName: text(row, 'first_name'),
    lastName: text(row, 'last_name'),
    mobile: text(row, 'mobile'),
    isAdmin: bool(row, 'is_admin'),
    isActive: bool(row, 'is_active'),
    business: intOrNull(row, 'business_id'),
    passwordHash: textOrNull(row, 'password_hash'),
    verified: bool(row, 'verified'),
  };
}

/** The public shape: never the password hash. */
export function toUser(account: Account): User {
  const { id, email, firstName, lastName, mobile, isAdmin, isActive, business } = account;
  return { id, email, firstName, lastName, mobile, isAdmin, isActive, business };
}

export async function listUsers(q: Queryable, verified: boolean): Promise<User[]> {
  const rows = await q.query(
    `select ${COLUMNS} from users where (verified_at is not null) = $1 order by ${USER_ORDER}`,
    [verified],
  );
  return rows.map((row) => toUser(toAccount(row)));
}

/** Users with the given ids (in no particular order). */
export async function loadUsers(q: Queryable, ids: readonly number[]): Promise<User[]> {
  const rows = await q.query(`select ${COLUMNS} from users where id = any($1::int[])`, [
    ids.filter(isStorableId),
  ]);
  return rows.map((row) => toUser(toAccount(row)));
}

export async function findAccount(q: Queryable, id: number): Promise<Account | null> {
  if (!isStorableId(id)) return null;
  const [row] = await q.query(`select ${COLUMNS} from users where id = $1`, [id]);
  return row ? toAccount(row) : null;
}

export async function findAccountByEmail(q: Queryable, email: string): Promise<Account | null> {
  const [row] = await q.query(`select ${COLUMNS} from users where lower(email) = $1`, [
    canonicalEmail(email),
  ]);
  return row ? toAccount(row) : null;
}

/** Email addresses are unique regardless of case. */
export async function emailTaken(q: Queryable, email: string, exceptUserId = 0): Promise<boolean> {
  const rows = await q.query('select 1 from users where lower(email) = $1 and id <> $2', [
    canonicalEmail(email),
    exceptUserId,
  ]);
  return rows.length > 0;
}
