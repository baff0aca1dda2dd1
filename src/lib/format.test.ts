import {
  formatDate,
  formatDateTime,
  formatDateTimePadded,
  formatTimestampPadded,
  formatCount,
  formatMoney,
  isoDate,
  isoDateTime,
  plainMoney,
  formatTime,
  sumMoney,
} from './format';

describe('date formats', () => {
  const afternoon = '2024-03-05T15:04:00';
  it.each([
    [formatDate, '5 March, 2024'],
    [formatDateTime, '5 March, 2024 3:04 PM'],
    [formatDateTimePadded, '5 March, 2024 03:04 PM'],
    [formatTime, '03:04 PM'],
  ])('%p formats an afternoon as %s', (formatter, expected) => {
    expect(formatter(afternoon)).toBe(expected);
  });

  it('formats a morning in December with padded hours', () => {
    expect(formatDateTimePadded('2025-12-31T09:05:00')).toBe('31 December, 2025 09:05 AM');
  });

  it.each([undefined, null, '', 'not a date'])('shows nothing for %p', (value) => {
    expect(formatDate(value)).toBe('');
  });
});

describe('money', () => {
  it.each([
    [0, '$0'],
    [5, '$5'],
    [1250, '$1,250'],
    [1250.5, '$1,250.50'],
    [0.01, '$0.01'],
    [1234567.89, '$1,234,567.89'],
    [-20, '-$20'],
    [-1234.5, '-$1,234.50'],
    [999.99, '$999.99'],
    [1000000, '$1,000,000'],
    [100000.1, '$100,000.10'],
  ])('shows %p as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-4321, '-4,321'],
  ])('counts %p as %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it('shows a missing amount as $0', () => {
    expect(formatMoney(undefined)).toBe('$0');
  });

  it('adds amounts exactly', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([19.99, 0.01, 100])).toBe(120);
    expect(sumMoney([])).toBe(0);
  });
});

describe('formatTimestampPadded', () => {
  it('formats milliseconds as the padded date and time of the same instant', () => {
    const instant = '2024-03-05T15:04:00';
    expect(formatTimestampPadded(Date.parse(instant))).toBe('5 March, 2024 03:04 PM');
    expect(formatDateTimePadded(instant)).toBe('5 March, 2024 03:04 PM');
  });

  it('gives nothing for a date the server did not send', () => {
    expect(formatTimestampPadded(Number.NaN)).toBe('');
  });
});

describe('spreadsheet forms', () => {
  it.each([
    ['2026-11-25T12:03:00Z', '2026-11-25T12:03:00Z'],
    ['2026-11-25T12:03:00.250Z', '2026-11-25T12:03:00Z'],
    ['2026-11-25T23:03:00+11:00', '2026-11-25T12:03:00Z'],
    ['not a date', ''],
    [null, ''],
  ])('writes the moment %p in ISO 8601 UTC as %p', (value, iso) => {
    expect(isoDateTime(value)).toBe(iso);
  });

  it('writes a log time in milliseconds as ISO 8601, and nothing for NaN', () => {
    expect(isoDateTime(Date.UTC(2026, 10, 25, 12, 3))).toBe('2026-11-25T12:03:00Z');
    expect(isoDateTime(Number.NaN)).toBe('');
  });

  it('writes a day as YYYY-MM-DD', () => {
    expect(isoDate('2026-11-25')).toBe('2026-11-25');
    expect(isoDate('')).toBe('');
  });

  it.each([
    [1500, '1500.00'],
    [1234.5, '1234.50'],
    [0.1 + 0.2, '0.30'],
    [-12, '-12.00'],
    [undefined, '0.00'],
  ])('writes the amount %p as the plain number %p', (amount, text) => {
    expect(plainMoney(amount)).toBe(text);
  });
});
