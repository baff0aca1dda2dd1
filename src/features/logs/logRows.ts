import type { LogEntry } from '../../api/endpoints/logs';
import { readableCode } from './logLabels';
import { fullName } from '../../lib/fullName';

/**
 * A log entry with what the table sorts, filters and labels by worked out once per load. Dates are
 * formatted only where shown or searched: 50,000 of them would hold back the first rows.
 */
export type LogRow = LogEntry & {
  /** Milliseconds since the epoch; NaN when the server sent no valid date. */
  time: number;
  userName: string;
  actionText: string;
  modelText: string;
};

export const USER_DELETED = 'User deleted';

// A log has a handful of distinct codes across tens of thousands of entries.
const readableCodes = new Map<string, string>();
function readable(code: string): string {
  let text = readableCodes.get(code);
  if (text === undefined) {
    text = readableCode(code);
    readableCodes.set(code, text);
  }
  return text;
}

export function toLogRow(entry: LogEntry): LogRow {
  const time = Date.parse(entry.date);
  return {
    ...entry,
    time,
    userName: entry.user ? fullName(entry.user) : USER_DELETED,
    actionText: readable(entry.type),
    modelText: readable(entry.model),
  };
}
