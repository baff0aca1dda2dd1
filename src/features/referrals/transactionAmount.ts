/** The largest amount the API accepts (openapi: Amount). */
const MAX_AMOUNT = 1_000_000_000;

const DOLLARS_AND_CENTS = /^\d+(\.\d{1,2})?$/;

/**
 * Reads a typed amount strictly: plain digits with at most two decimals, more than zero and at
 * most a billion. Returns the number, or what is wrong with the text. Number() alone would take
 * '1e9999', ' 0x10' or '' without complaint.
 */
export function parseAmount(text: string): { amount: number } | { problem: string } {
  const value = text.trim();
  if (value === '') return { problem: 'Please enter the amount' };
  if (value.startsWith('-')) return { problem: 'The amount must be more than $0' };
  if (/^\d*\.\d{3,}$/.test(value)) return { problem: 'Please use at most two decimal places (cents)' };
  if (!DOLLARS_AND_CENTS.test(value))
    return { problem: 'Please enter a number of dollars, like 1250 or 1250.50' };
  const amount = Number(value);
  if (amount <= 0) return { problem: 'The amount must be more than $0' };
  if (amount > MAX_AMOUNT) return { problem: 'The amount can be at most $1,000,000,000' };
  return { amount };
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Reads an amount as the spec asks for it, numeric and nothing more: what a stored transaction
 * may already hold (three decimals, say) is read as it is, so an unrelated edit keeps it.
 * parseAmount's stricter rules apply once the admin changes the amount.
 */
export function readAmount(text: string): { amount: number } | { problem: string } {
  const value = text.trim();
  if (value === '') return { problem: 'Please enter the amount' };
  if (!PLAIN_NUMBER.test(value)) return { problem: 'Please enter a number of dollars, like 1250 or 1250.50' };
  return { amount: Number(value) };
}

/**
 * The amount as the form shows it for editing: no thousands separators, cents when there are any,
 * and every decimal it has when it has more than two (rounding it would change it unasked).
 */
export function amountText(amount: number): string {
  if (Number.isInteger(amount)) return String(amount);
  return Math.round(amount * 100) / 100 === amount ? amount.toFixed(2) : String(amount);
}
