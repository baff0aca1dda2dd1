import { toId } from './sameId';
import { once } from './once';

/** An option of a Select that picks a record. */
export type Choice = { value: number; label: string };

type Named = { id: unknown; name: string };

const byName = once(() => new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

/**
 * A Select's records by name: the loaded list plus the ones the form already holds, so a prefilled
 * Select shows a name rather than an id while the list loads. One choice per id, compared as
 * numbers (a record sent with `"3"` is the list's 3); the loaded name wins.
 */
export function mergeChoices(own: readonly Named[], loaded: readonly Named[] | undefined): Choice[] {
  const names = new Map<number, string>();
  for (const record of [...own, ...(loaded ?? [])]) {
    const id = toId(record.id);
    if (id !== null) names.set(id, record.name);
  }
  return [...names]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => byName().compare(a.label, b.label));
}
