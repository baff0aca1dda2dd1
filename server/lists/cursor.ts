import { createHash } from 'node:crypto';
import { invalidField } from '../http/errors';
import { isJsonObject } from '../openapi/document';

/*
 * A cursor is the place after the last row of a page: that row's sort values and id (keyset
 * paging), how many rows came before the next page (so the answer can name its page), and a
 * fingerprint of the list, search, filters, sort and order it belongs to. It travels as base64url
 * JSON. It is not signed: anyone may write one, so everything in it is checked before it reaches
 * SQL, and a cursor that does not fit is a 400, never a 500. Changing one only moves the reader
 * to another place in a list they may read anyway.
 */

/** How a sort value is written in a cursor and passed back to SQL. */
export type ValueKind = 'text' | 'int' | 'bool' | 'time';
export type KeyValue = string | number | boolean;

export type Cursor = {
  /** Rows before the page this cursor leads to. */
  offset: number;
  /** The last row's sort values, then its id. */
  values: KeyValue[];
};

const MAX_OFFSET = 1_000_000_000;
const MAX_TEXT = 2000;
const MAX_ID = 2_147_483_647;
/** Microseconds since 1970, within ±285 years: every one is a valid PostgreSQL timestamp. */
const TIME = /^-?[0-9]{1,16}$/;

const CURSOR_STALE = 'Belongs to another list, search, filter or sort: start again from the first page';
const CURSOR_INVALID = 'Is not a cursor this list gave';

export function fingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

export function encodeCursor(print: string, cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ f: print, n: cursor.offset, k: cursor.values })).toString('base64url');
}

function fits(value: unknown, kind: ValueKind): value is KeyValue {
  switch (kind) {
    case 'text':
      return typeof value === 'string' && value.length <= MAX_TEXT;
    case 'int':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'time':
      return typeof value === 'string' && TIME.test(value) && Number.isSafeInteger(Number(value));
  }
}

function parse(text: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The cursor, checked against the list's sort value kinds (the id comes last); a 400 if it does not fit. */
export function decodeCursor(text: string, print: string, kinds: readonly ValueKind[]): Cursor {
  const decoded = parse(text);
  if (!isJsonObject(decoded)) throw invalidField('cursor', CURSOR_INVALID);
  const { f, n, k } = decoded;
  if (typeof f !== 'string') throw invalidField('cursor', CURSOR_INVALID);
  if (f !== print) throw invalidField('cursor', CURSOR_STALE);
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > MAX_OFFSET)
    throw invalidField('cursor', CURSOR_INVALID);
  if (!Array.isArray(k) || k.length !== kinds.length + 1) throw invalidField('cursor', CURSOR_INVALID);
  const id: unknown = k[kinds.length];
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID)
    throw invalidField('cursor', CURSOR_INVALID);
  const values: KeyValue[] = [];
  for (const [index, kind] of kinds.entries()) {
    const value: unknown = k[index];
    if (!fits(value, kind)) throw invalidField('cursor', CURSOR_INVALID);
    values.push(value);
  }
  return { offset: n, values: [...values, id] };
}
