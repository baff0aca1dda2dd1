/**
 * The spec's display formats and figures, written here from the spec's words and not imported from
 * the console's code, so that no journey's expected text is computed by what it tests.
 */

/** The spec's money: a $ prefix, thousands separated, cents only when there are any ('$1,250', '$1,250.50'). */
export function money(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  const part = cents % 100;
  return `${amount < 0 ? '-' : ''}$${whole}${part ? `.${String(part).padStart(2, '0')}` : ''}`;
}

/** Adds amounts in whole cents (0.1 + 0.2 is 0.3). */
export const addMoney = (...amounts: number[]) =>
  amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;

/** The spec's day, 'D MMMM, YYYY': '5 March, 2024'. */
export const dayText = (date: Date) =>
  `${date.getDate()} ${date.toLocaleString('en-US', { month: 'long' })}, ${date.getFullYear()}`;

/** The financial year holding `date`: "July to June, labelled by the year in which it ends". */
export const financialYear = (date: Date) =>
  date.getMonth() >= 6 ? date.getFullYear() + 1 : date.getFullYear();

/** What the API's money-made figures give for one financial year. */
export const madeIn = (
  moneyMade: readonly { year: number | string; amount: number | string }[],
  year: number,
) =>
  addMoney(...moneyMade.filter((entry) => Number(entry.year) === year).map((entry) => Number(entry.amount)));
