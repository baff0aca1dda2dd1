import { axisMaximum, axisMinimum, chartMoney } from './chartScale';

describe('axisMaximum', () => {
  it.each([
    [[1234], 1300],
    [[1300], 1300],
    [[1300.01], 1400],
    [[0.01], 100],
    [[99.99], 100],
    [[100], 100],
    [[0], 100],
    [[], 100],
    [[250, 1234.56, 980], 1300],
    [[1_000_000_000], 1_000_000_000],
    [[-500], 100],
  ])('rounds the largest of %p up to the next 100: %p', (amounts, expected) => {
    expect(axisMaximum(amounts)).toBe(expected);
  });
});

describe('axisMinimum', () => {
  it.each([
    [[1234], 0],
    [[], 0],
    [[-0.5, 300], -100],
    [[-200], -200],
    [[-201], -300],
  ])('starts the axis for %p at %p', (amounts, expected) => {
    expect(axisMinimum(amounts)).toBe(expected);
  });
});

describe('chartMoney', () => {
  it.each([
    [0, '$0'],
    [5, '$5'],
    [1234, '$1,234'],
    [1234.5, '$1,234.50'],
    [1_000_000_000, '$1,000,000,000'],
    [1234567.89, '$1,234,567.89'],
    [-1500, '-$1,500'],
    ['2500.5', '$2,500.50'],
  ])('shows %p as %s', (value, expected) => {
    expect(chartMoney(value)).toBe(expected);
  });

  it('shows what is not a number as it came', () => {
    expect(chartMoney('FY 2025')).toBe('FY 2025');
    expect(chartMoney(undefined)).toBe('');
    expect(chartMoney(Number.NaN)).toBe('NaN');
  });
});
