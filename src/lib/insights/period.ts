import { financialYearOf } from '../financialYear';

/** The periods an admin picks from: this financial year, the last one, the last 90 days, or two dates. */
export type Period =
  | { kind: 'thisYear' }
  | { kind: 'lastYear' }
  | { kind: 'last90Days' }
  | { kind: 'custom'; from: string; to: string };

export type PeriodKind = Period['kind'];

export const PERIOD_KINDS: readonly PeriodKind[] = ['thisYear', 'lastYear', 'last90Days', 'custom'];

export const PERIOD_LABELS: Record<PeriodKind, string> = {
  thisYear: 'This financial year',
  lastYear: 'Last financial year',
  last90Days: 'Last 90 days',
  custom: 'Custom range',
};

/** A span of time, `start` included and `end` excluded, so months and days tile without overlap. */
export type TimeRange = { start: Date; end: Date };

/** How far back "quiet" and "the last 90 days" look. */
export const QUIET_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
const JULY = 6; // Date#getMonth() counts from 0.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' as the local midnight that starts it, or null when it is no real date. */
export function parseCalendarDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

function financialYearRange(year: number): TimeRange {
  return { start: new Date(year - 1, JULY, 1), end: new Date(year, JULY, 1) };
}

/**
 * The time a period covers, relative to `now` (passed in, so the answer never depends on when it
 * runs). A custom range holds both its dates whole; one whose dates are missing, unreal or
 * reversed answers null.
 */
export function periodRange(period: Period, now: Date): TimeRange | null {
  switch (period.kind) {
    case 'thisYear':
      return financialYearRange(financialYearOf(now));
    case 'lastYear':
      return financialYearRange(financialYearOf(now) - 1);
    case 'last90Days':
      return { start: new Date(now.getTime() - QUIET_DAYS * DAY_MS), end: new Date(now.getTime() + 1) };
    case 'custom': {
      const from = parseCalendarDate(period.from);
      const to = parseCalendarDate(period.to);
      if (!from || !to || to < from) return null;
      return { start: from, end: new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1) };
    }
  }
}

/** 'YYYY-MM' of a moment, by the local calendar (as financial years are). */
export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** Every month a range touches, oldest first, as 'YYYY-MM'. */
export function monthsIn(range: TimeRange): string[] {
  const months: string[] = [];
  const last = new Date(range.end.getTime() - 1);
  for (
    let month = new Date(range.start.getFullYear(), range.start.getMonth(), 1);
    month <= last;
    month = new Date(month.getFullYear(), month.getMonth() + 1, 1)
  )
    months.push(monthKey(month));
  return months;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Jul 2025' for '2025-07': short on a chart axis, the same in every locale. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-');
  return `${MONTH_NAMES[Number(month) - 1] ?? month} ${year}`;
}
