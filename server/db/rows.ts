import type { Row } from './database';

/**
 * Typed reads of result columns. The SQL casts every column to a type both drivers return the
 * same way (int, text, boolean, timestamptz), so a mismatch here is a programming error.
 */
function unexpected(key: string, value: unknown): Error {
  return new Error(`Unexpected value for column ${key}: ${typeof value}`);
}

export function int(row: Row, key: string): number {
  const value = row[key];
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  throw unexpected(key, value);
}

export function intOrNull(row: Row, key: string): number | null {
  return row[key] === null ? null : int(row, key);
}

export function text(row: Row, key: string): string {
  const value = row[key];
  if (typeof value === 'string') return value;
  throw unexpected(key, value);
}

export function textOrNull(row: Row, key: string): string | null {
  return row[key] === null ? null : text(row, key);
}

export function bool(row: Row, key: string): boolean {
  const value = row[key];
  if (typeof value === 'boolean') return value;
  throw unexpected(key, value);
}

/** A timestamptz column as an ISO 8601 string in UTC. */
export function timestamp(row: Row, key: string): string {
  const value = row[key];
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  throw unexpected(key, value);
}

/**
 * A numeric(12,2) column selected as text. Number() of a decimal string gives the double
 * closest to it, which prints back as the same two-decimal figure.
 */
export function money(row: Row, key: string): number {
  const value = text(row, key);
  const amount = Number(value);
  if (!Number.isFinite(amount)) throw unexpected(key, value);
  return amount;
}

/** The id from `insert ... returning id`. */
export function returnedId(rows: Row[]): number {
  const [row] = rows;
  if (!row) throw new Error('The insert returned no row');
  return int(row, 'id');
}
