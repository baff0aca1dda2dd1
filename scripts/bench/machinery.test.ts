import {
  machineryTable,
  orderOf,
  recordBytesGain,
  recordGain,
  recordGainUnmeasured,
  verdictOf,
} from './machinery';
import { ms } from './report';

beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('each side goes first, second and third once in three rounds', () => {
  expect([0, 1, 2, 3].map(orderOf)).toEqual([
    ['tuned', 'plain', 'floor'],
    ['plain', 'floor', 'tuned'],
    ['floor', 'tuned', 'plain'],
    ['tuned', 'plain', 'floor'],
  ]);
});

test('a gain is clear only when the plain lowest is above the tuned highest by more than 10 %', () => {
  expect(verdictOf([1.0, 1.2, 1.4], [1.6, 2.0, 2.4])).toBe('clear');
  // 1.54 = 1.4 × 1.1: not above it.
  expect(verdictOf([1.0, 1.2, 1.4], [1.54, 2.0, 2.4])).toBe('not clear');
  // The medians are far apart, but one plain round is within the tuned spread.
  expect(verdictOf([1.0, 1.1, 1.4], [1.3, 3.0, 3.1])).toBe('not clear');
  expect(verdictOf([2.0, 2.2], [1.0, 1.5])).toBe('clear loss');
  expect(verdictOf([], [1])).toBe('not clear');
});

test('the table holds no rows until a row is recorded', () => {
  expect(machineryTable()).toBe('');
});

test('the table shows each build against the floor, the gain and whether it is clear', () => {
  recordGain(
    '/login: form usable',
    { tuned: [300, 330, 320], plain: [900, 1000, 1200], floor: [300, 300, 320] },
    ms,
  );
  recordBytesGain('JS (gzip) before the dashboard', 100 * 1024, 350 * 1024);
  recordGainUnmeasured('Logs keystroke', new Error('typing "a" changed no row\ncall log'));
  const lines = machineryTable().split('\n');
  expect(lines[0]).toBe('## What the speed machinery buys');
  expect(lines.join(' ')).toContain('plain_low > 1.1 × tuned_high');
  expect(lines.slice(-3)).toEqual([
    // Paired ratios: tuned 1.00, 1.10, 1.00; plain 3.00, 3.33, 3.75.
    '| /login: form usable | 1.00× (1.00× to 1.10×); 320 ms | 3.33× (3.00× to 3.75×); 1000 ms | 3.33× | clear |',
    '| JS (gzip) before the dashboard | 100.0 KiB | 350.0 KiB | 250.0 KiB more (3.50×) | clear |',
    '| Logs keystroke | not measured: typing "a" changed no row | — | — | — |',
  ]);
});
