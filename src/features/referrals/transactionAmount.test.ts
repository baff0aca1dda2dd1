import { amountText, parseAmount } from './transactionAmount';

describe('parseAmount', () => {
  it.each([
    ['1250', 1250],
    ['1250.5', 1250.5],
    ['0.01', 0.01],
    [' 99.99 ', 99.99],
    ['1000000000', 1_000_000_000],
    ['007', 7],
  ])('reads %p as %p', (text, amount) => {
    expect(parseAmount(text)).toEqual({ amount });
  });

  it.each([
    ['', 'Please enter the amount'],
    ['   ', 'Please enter the amount'],
    ['abc', 'Please enter a number of dollars, like 1250 or 1250.50'],
    ['-5', 'The amount must be more than $0'],
    ['1e9999', 'Please enter a number of dollars, like 1250 or 1250.50'],
    ['0x10', 'Please enter a number of dollars, like 1250 or 1250.50'],
    ['1,250', 'Please enter a number of dollars, like 1250 or 1250.50'],
    ['Infinity', 'Please enter a number of dollars, like 1250 or 1250.50'],
    ['12.', 'Please enter a number of dollars, like 1250 or 1250.50'],
    ['0.001', 'Please use at most two decimal places (cents)'],
    ['0', 'The amount must be more than $0'],
    ['0.00', 'The amount must be more than $0'],
    ['1000000000.01', 'The amount can be at most $1,000,000,000'],
  ])('refuses %p: %s', (text, problem) => {
    expect(parseAmount(text)).toEqual({ problem });
  });
});

describe('amountText', () => {
  it('shows whole dollars plainly and cents with two digits, never with separators', () => {
    expect(amountText(1250)).toBe('1250');
    expect(amountText(250.5)).toBe('250.50');
    expect(amountText(0.1)).toBe('0.10');
  });
});
