import type { Queryable } from './db/database';

export type LogAction =
  | 'CREATE'
  | 'UPDATE'
  | 'DELETE'
  | 'INVITE'
  | 'VERIFY'
  | 'LOGIN'
  | 'REQUEST_PASSWORD_RESET'
  | 'PASSWORD_RESET';

/** Transactions have no model of their own: their changes are logged as referral updates. */
export type LogModel = 'BUSINESS' | 'REFERRAL' | 'USER' | 'REGION' | 'CATEGORY';

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
};

/** Writes one audit-log entry; call it with the same transaction as the change it records. */
export async function writeLog(q: Queryable, entry: LogEntryDraft): Promise<void> {
  await q.query('insert into logs (message, action, model, user_id) values ($1, $2, $3, $4)', [
    entry.message,
    entry.action,
    entry.model,
    entry.userId,
  ]);
}
