import type { MoneyMadeYear } from '../../api/endpoints/dashboard';
import { financialYearLabel } from '../../lib/financialYear';
import { sumMoney } from '../../lib/format';
import { sameId, toId } from '../../lib/sameId';

export type MoneyPoint = { year: number; label: string; amount: number };

/** What was made in one financial year; 0 when nothing was recorded. */
export function moneyMadeIn(moneyMade: readonly MoneyMadeYear[], year: number): number {
  return sumMoney(moneyMade.filter((entry) => sameId(entry.year, year)).map((entry) => Number(entry.amount)));
}

/**
 * One point per financial year from the first to the last with money, oldest first. A year without
 * transactions is a real $0, so it is filled in rather than left out: the chart's axis lists
 * years in order and would otherwise join two distant years with one straight line.
 */
export function moneyPoints(moneyMade: readonly MoneyMadeYear[]): MoneyPoint[] {
  if (moneyMade.length === 0) return [];
  const years = moneyMade.map((entry) => toId(entry.year)).filter((year) => year !== null);
  if (years.length === 0) return [];
  const first = Math.min(...years);
  const last = Math.max(...years);
  const points: MoneyPoint[] = [];
  for (let year = first; year <= last; year += 1) {
    points.push({ year, label: financialYearLabel(year), amount: moneyMadeIn(moneyMade, year) });
  }
  return points;
}
