import type { RecordModel } from './data/recordFields';
import type { Queryable } from './db/database';
import type { User } from './data/users';

type LogAction =
  | 'CREATE'
  | 'UPDATE'
  | 'DELETE'
  | 'INVITE'
  | 'VERIFY'
  | 'LOGIN'
  | 'REQUEST_PASSWORD_RESET'
  | 'PASSWORD_RESET';

/** Transactions have no model of their own: their changes are logged as referral updates. */
type LogModel = 'BUSINESS' | 'REFERRAL' | 'USER' | 'REGION' | 'CATEGORY';

export type Person = { firstName: string; lastName: string };

export function fullName(person: Person): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export type LogEntryDraft = {
  action: LogAction;
  model: LogModel;
  message: string;
  /** The user responsible; null when there is none (e.g. an unknown address). */
  userId: number | null;
  /** The record the entry is about, whose history it links to; the write path sets it. */
  record?: { model: RecordModel; id: number };
};

/** Writes one audit-log entry; call it with the same transaction as the change it records. */
export async function writeLog(q: Queryable, entry: LogEntryDraft): Promise<void> {
  await q.query(
    `insert into logs (message, action, model, user_id, record_model, record_id)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      entry.message,
      entry.action,
      entry.model,
      entry.userId,
      entry.record?.model ?? null,
      entry.record?.id ?? null,
    ],
  );
}

/** Writes many audit-log entries in one statement, in their order (an import's). */
export async function writeLogs(q: Queryable, entries: readonly LogEntryDraft[]): Promise<void> {
  if (entries.length === 0) return;
  await q.query(
    `insert into logs (message, action, model, user_id, record_model, record_id)
     select message, action, model, user_id, record_model, record_id
       from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::int[]) with ordinality
            as t(message, action, model, user_id, record_model, record_id, n)
      order by n`,
    [
      entries.map((entry) => entry.message),
      entries.map((entry) => entry.action),
      entries.map((entry) => entry.model),
      entries.map((entry) => entry.userId),
      entries.map((entry) => entry.record?.model ?? null),
      entries.map((entry) => entry.record?.id ?? null),
    ],
  );
}

type UserFields = Omit<User, 'id'>;

/** What an update did to a user, in words an auditor reads: "granted admin, disabled the account". */
export function userChanges(before: UserFields, after: UserFields): string[] {
  const changes: string[] = [];
  if (!before.isAdmin && after.isAdmin) changes.push('granted admin');
  if (before.isAdmin && !after.isAdmin) changes.push('removed admin');
  if (before.isActive && !after.isActive) changes.push('disabled the account');
  if (!before.isActive && after.isActive) changes.push('enabled the account');
  if (before.email.toLowerCase() !== after.email.toLowerCase())
    changes.push(`changed the email from ${before.email} to ${after.email}`);
  if (before.firstName !== after.firstName || before.lastName !== after.lastName)
    changes.push(`renamed from ${fullName(before)}`);
  if (before.mobile !== after.mobile) changes.push('changed the mobile number');
  if (before.business !== after.business)
    changes.push(
      after.business === null ? 'removed from their business' : `moved to business ${after.business}`,
    );
  return changes;
}
