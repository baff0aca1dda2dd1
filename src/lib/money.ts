// The money format the console prints and the reference server writes into its audit messages
// ('$3,765.18', '$20'): one module both import, so a log line and the page it describes never
// disagree. It imports nothing, so the server takes no browser code with it.

/**
 * Digits grouped in threes with commas, as en-US writes them: '1234567' gives '1,234,567'. Not
 * Intl.NumberFormat: the first one a page makes loads the locale's number data (about 75 ms at 4×
 * CPU in a profile of the dashboard's cold load, on the way to its tiles).
 */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '12,345': a count as en-US writes it. */
export function formatCount(count: number): string {
  return count < 0 ? `-${grouped(String(-count))}` : grouped(String(count));
}

/**
 * '$1,250' or '$1,250.50': a $ prefix and never rounded to whole dollars. Amounts carry at most
 * cents, so showing two decimals whenever there are any loses nothing.
 */
export function formatMoney(amount: number | null | undefined): string {
  const value = amount ?? 0;
  const magnitude = Math.abs(value);
  const [whole = '', cents] = (Number.isInteger(magnitude) ? String(magnitude) : magnitude.toFixed(2)).split(
    '.',
  );
  const text = cents === undefined ? grouped(whole) : `${grouped(whole)}.${cents}`;
  return value < 0 ? `-$${text}` : `$${text}`;
}

/** Adds amounts in whole cents, so 0.1 + 0.2 is 0.3 and not 0.30000000000000004. */
export function sumMoney(amounts: readonly number[]): number {
  const cents = amounts.reduce((total, amount) => total + Math.round(amount * 100), 0);
  return cents / 100;
}

/**
 * The currency of every amount. The console shows a bare '$' as the spec does; its financial year
 * runs July to June, Australia's, so a spreadsheet's money column names Australian dollars.
 */
export const CURRENCY = 'AUD';

/** An amount as a spreadsheet reads a number: '1500.00', '1234.50', '-12.00'; no $, no separators. */
export const plainMoney = (amount: number | null | undefined): string => sumMoney([amount ?? 0]).toFixed(2);
