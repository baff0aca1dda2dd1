import type { LogEntry } from '../../api/generated/logs';
import { formatDateTimePadded } from '../../lib/format';
import { readableCode } from './logLabels';

/**
 * A log entry with everything the table shows, searches and sorts by worked out once per load,
 * so searching, filtering and paging 50,000 entries never formats a date or a name again.
 */
export type LogRow = LogEntry & {
  /** Milliseconds since the epoch; NaN when the server sent no valid date. */
  time: number;
  dateText: string;
  userName: string;
  actionText: string;
  modelText: string;
};

export const USER_DELETED = 'User deleted';

export function toLogRow(entry: LogEntry): LogRow {
  return {
    ...entry,
    time: Date.parse(entry.date),
    dateText: formatDateTimePadded(entry.date),
    userName: entry.user ? `${entry.user.firstName} ${entry.user.lastName}`.trim() : USER_DELETED,
    actionText: readableCode(entry.type),
    modelText: readableCode(entry.model),
  };
}
