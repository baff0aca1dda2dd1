import dayjs from 'dayjs';

/**
 * The spec's date formats ('D MMMM, YYYY', 'D MMMM, YYYY h:mm A', 'hh:mm A'), one per kind of value:
 * - a day (a business's creation, a transaction): DATE_FORMAT, '5 March, 2024';
 * - a moment in a list of referrals (the referrals list, a business's referrals): DATE_TIME_FORMAT,
 *   '5 March, 2024 3:04 PM', as the spec gives for /referrals;
 * - a moment on a record's own page and in the audit log: DATE_TIME_PADDED_FORMAT,
 *   '5 March, 2024 03:04 PM', as the spec gives for the referral detail and for /logs.
 * The spec itself sets the referral list's '3:04 PM' beside the detail's '03:04 PM'; the rest follows.
 */
const DATE_FORMAT = 'D MMMM, YYYY';
const DATE_TIME_FORMAT = 'D MMMM, YYYY h:mm A';
const DATE_TIME_PADDED_FORMAT = 'D MMMM, YYYY hh:mm A';
const TIME_FORMAT = 'hh:mm A';
export const INPUT_DATE_FORMAT = 'YYYY-MM-DD';

function format(value: string | null | undefined, pattern: string): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** '5 March, 2024' */
export const formatDate = (value: string | null | undefined) => format(value, DATE_FORMAT);
/** '5 March, 2024 3:04 PM' */
export const formatDateTime = (value: string | null | undefined) => format(value, DATE_TIME_FORMAT);
/** '5 March, 2024 03:04 PM' */
export const formatDateTimePadded = (value: string | null | undefined) =>
  format(value, DATE_TIME_PADDED_FORMAT);
/** '5 March, 2024 03:04 PM' from milliseconds since the epoch; '' for NaN. */
export const formatTimestampPadded = (time: number) =>
  Number.isNaN(time) ? '' : dayjs(time).format(DATE_TIME_PADDED_FORMAT);
/** '03:04 PM' */
export const formatTime = (value: string | null | undefined) => format(value, TIME_FORMAT);

// The money format, which the reference server's audit messages share.
export { CURRENCY, formatCount, formatMoney, plainMoney, sumMoney } from './money';

/** A moment as ISO 8601 in UTC, to the second, for a spreadsheet: '2026-11-25T12:03:00Z'; '' when unreadable. */
export function isoDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : '';
}

/** A day as ISO 8601, for a spreadsheet: '2026-11-25'; '' when unreadable. */
export const isoDate = (value: string | null | undefined) => format(value, INPUT_DATE_FORMAT);
