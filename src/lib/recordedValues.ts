import { toId } from './sameId';

/**
 * The values a change to a record replaced (its `from` side), read field by field with the type
 * the form holds. A field the change did not touch keeps the record's value now; so does one whose
 * recorded value is not of the field's type, rather than a wrong value being sent.
 */
export class RecordedValues {
  private readonly values: ReadonlyMap<string, unknown>;

  constructor(changes: readonly { field: string; from?: unknown }[]) {
    this.values = new Map(changes.map((change) => [change.field, change.from ?? null]));
  }

  private read<V>(field: string, now: V, accept: (value: unknown) => V | undefined): V {
    if (!this.values.has(field)) return now;
    return accept(this.values.get(field)) ?? now;
  }

  /** A text; an empty (null) one reads as ''. */
  text(field: string, now: string): string {
    return this.read(field, now, (value) =>
      typeof value === 'string' ? value : value === null ? '' : undefined,
    );
  }

  id(field: string, now: number): number {
    return this.read(field, now, (value) => toId(value) ?? undefined);
  }

  /** An id that may be none (a user without a business). */
  optionalId(field: string, now: number | null): number | null {
    return this.read<number | null>(field, now, (value) =>
      value === null ? null : (toId(value) ?? undefined),
    );
  }

  ids(field: string, now: number[]): number[] {
    return this.read(field, now, (value) =>
      Array.isArray(value) ? value.flatMap((one) => toId(one) ?? []) : undefined,
    );
  }

  yesNo(field: string, now: boolean): boolean {
    return this.read(field, now, (value) => (typeof value === 'boolean' ? value : undefined));
  }

  oneOf<K extends string>(field: string, options: readonly K[], now: K): K {
    return this.read(field, now, (value) => options.find((option) => option === value));
  }
}

/** A value as compared across backends: blanks alike, ids as written either way, lists in any order. */
function comparable(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.map((one) => JSON.stringify(comparable(one))).sort();
  if (typeof value === 'number') return String(value);
  return value;
}

/** Whether two recorded values are the same value. */
export const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
