import { median, pairedRatios, percentile, spread, times } from './report';

test('the p95 of 100 values is the sixth largest, and of 20 the second largest', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => 100 - index); // 100 down to 1
  expect(percentile(hundred, 95)).toBe(95);
  expect(percentile(hundred, 50)).toBe(50);
  const twenty = Array.from({ length: 20 }, (_, index) => index + 1);
  expect(percentile(twenty, 95)).toBe(19);
  expect(percentile([7], 95)).toBe(7);
  expect(percentile([], 95)).toBeNaN();
});

test('a paired ratio divides each value by the reference taken beside it', () => {
  expect(pairedRatios([300, 200, 150], [150, 100, 100])).toEqual([2, 2, 1.5]);
  expect(times(median(pairedRatios([300, 200, 150], [150, 100, 100])))).toBe('2.00×');
});

test('a spread names the median, the lowest, the highest and how many', () => {
  expect(spread([3, 1, 2, 10], (value) => `${value} ms`)).toBe('2.5 ms (1 ms to 10 ms, n=4)');
});
