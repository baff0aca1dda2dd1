/**
 * Whether two ids name the same record. Ids meet from routes (numbers) and from answers, where a
 * backend may send `3` or `"3"`; compared as numbers, neither silently fails to match.
 */
export function sameId(a: unknown, b: unknown): boolean {
  const left = toId(a);
  return left !== null && left === toId(b);
}

/** An id as a number, or null when it is not one (absent, empty, not a whole number). */
export function toId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) {
    const id = Number(value);
    return Number.isSafeInteger(id) ? id : null;
  }
  return null;
}
