import { formatDateTime, formatTimestampPadded } from '../../src/lib/format';
import { chooseSearchText } from './searchText';

/** Days the bench must run on: a 7th, a 27th (every newest row shows "27"), a day in July. */
const DAYS = ['2026-12-07T09:30:00Z', '2026-11-27T14:05:00Z', '2027-07-17T10:00:00Z'];

/**
 * The first page of the audit log as /logs shows it (message, type, action, user, date), newest
 * first: entries made in the last minutes, as the seed dates them from the clock. `sameWords` gives
 * every entry the same words, so only the times tell the rows apart.
 */
function newestLogRows(sameWords: boolean): string[] {
  const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra'];
  const actions = ['Create', 'Update', 'Delete', 'Password Reset'];
  return Array.from({ length: 20 }, (_, index) => {
    const person = sameWords ? people[0] : people[index % people.length];
    const action = sameWords ? actions[1] : actions[index % actions.length];
    const when = formatTimestampPadded(Date.now() - index * 60_000);
    return [`${person} changed a business`, 'Business', action, person, when].join('\t');
  });
}

/** The first page of /referrals: who referred whom, the importance and when. */
function newestReferralRows(): string[] {
  return Array.from({ length: 20 }, (_, index) =>
    [
      `Bakery ${index + 1}`,
      `Florist ${index + 3}`,
      index % 3 === 0 ? 'High' : 'Low',
      formatDateTime(new Date(Date.now() - index * 3_600_000).toISOString()),
    ].join('\t'),
  );
}

/** The rows a search for `text` keeps, as the console's search matches them (any case). */
const keptBy = (rows: string[], text: string) =>
  rows.filter((row) => row.toLowerCase().includes(text.toLowerCase()));

afterEach(() => {
  jest.useRealTimers();
});

describe.each(DAYS)('on %s', (day) => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(day) });
  });

  test.each([
    ['log entries with different words', () => newestLogRows(false)],
    ['log entries alike but for their times', () => newestLogRows(true)],
    ['referrals', () => newestReferralRows()],
  ])('the chosen text keeps some of the shown %s and drops others', (_name, rowsOf) => {
    const rows = rowsOf();
    const text = chooseSearchText(rows);

    expect(text).toHaveLength(1);
    const kept = keptBy(rows, text ?? '').length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(rows.length);
  });
});

test('on the 27th a fixed 7 matches every newest log entry, and the chosen text does not', () => {
  jest.useFakeTimers({ now: new Date('2026-11-27T14:05:00Z') });
  const rows = newestLogRows(true);

  expect(keptBy(rows, '7')).toHaveLength(rows.length);
  expect(chooseSearchText(rows)).not.toBe('7');
});

test('in July every row shows "July", and a letter of it is never chosen', () => {
  jest.useFakeTimers({ now: new Date('2027-07-17T10:00:00Z') });
  const rows = newestLogRows(true);

  const text = chooseSearchText(rows) ?? '';
  expect(rows.every((row) => row.includes('July'))).toBe(true);
  expect('july').not.toContain(text);
});

test('the same rows give the same text on any day', () => {
  const rows = ['Bakery\tHigh', 'Florist\tLow', 'Garage\tLow'];
  const chosen = DAYS.map((day) => {
    jest.useFakeTimers({ now: new Date(day) });
    return chooseSearchText(rows);
  });

  expect(chosen).toEqual(['a', 'a', 'a']);
});

test('one text for two pages showing the same rows differently changes the rows of both', () => {
  jest.useFakeTimers({ now: new Date('2026-11-27T14:05:00Z') });
  const shown = newestLogRows(true);
  // The floor's plain table shows the same entries' raw values: ISO dates, codes in capitals.
  const raw = Array.from({ length: 20 }, (_, index) =>
    [
      `Ada Lovelace changed a business`,
      'BUSINESS',
      'UPDATE',
      new Date(Date.now() - index * 60_000).toISOString(),
    ].join('\t'),
  );

  const text = chooseSearchText(shown, raw) ?? '';
  for (const rows of [shown, raw]) {
    expect(keptBy(rows, text).length).toBeGreaterThan(0);
    expect(keptBy(rows, text).length).toBeLessThan(rows.length);
  }
});

test('no text when no character tells the rows apart', () => {
  expect(chooseSearchText([])).toBeUndefined();
  expect(chooseSearchText(['Ada Lovelace'])).toBeUndefined();
  expect(chooseSearchText(['Same row', 'same ROW'])).toBeUndefined();
  expect(chooseSearchText(['Bakery', 'Florist'], ['one row only'])).toBeUndefined();
});
