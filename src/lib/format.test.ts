import {
  formatDate,
  formatDateTime,
  formatDateTimePadded,
  formatTimestampPadded,
  formatMoney,
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
  ])('shows %p as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
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
