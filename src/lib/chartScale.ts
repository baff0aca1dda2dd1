import { formatMoney } from './format';

const STEP = 100;

/**
 * The y-axis top of the money chart, as the spec puts it: "the largest amount rounded up to the
 * next 100". An amount already on a hundred stays (1300 -> 1300), so the highest point touches the top
 * edge rather than leaving an empty band; with nothing above 0 the axis still spans 0-100, so an
 * empty or all-zero chart has a visible scale.
 */
export function axisMaximum(amounts: readonly number[]): number {
  const largest = amounts.reduce((max, amount) => (amount > max ? amount : max), 0);
  return Math.max(STEP, Math.ceil(largest / STEP) * STEP);
}

/** The y-axis bottom: 0, or lower in steps of 100 when refunds made a year negative. */
export function axisMinimum(amounts: readonly number[]): number {
  const smallest = amounts.reduce((min, amount) => (amount < min ? amount : min), 0);
  return smallest < 0 ? Math.floor(smallest / STEP) * STEP : 0;
}

/**
 * A chart amount as '$1,234,567.50': the tooltip and axis formatter. The chart library passes
 * whatever the datum holds, so anything that is not a finite number is shown as it came.
 */
export function chartMoney(value: unknown): string {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? formatMoney(amount) : String(value ?? '');
}
