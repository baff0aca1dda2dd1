// Kept apart from the success message (which needs antd's App): the list table reads the key, and
// importing it from there pulled antd's message service into every list's chunks.

/** The list query key that marks a row: the record just created. */
export const HIGHLIGHT_PARAM = 'highlight';

/** The id a create answered with (`{ data: { id } }`), when the answer names one. */
export function createdId(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null || !('data' in answer)) return undefined;
  const record = answer.data;
  if (typeof record !== 'object' || record === null || !('id' in record)) return undefined;
  return typeof record.id === 'number' && Number.isSafeInteger(record.id) && record.id > 0
    ? record.id
    : undefined;
}

/**
 * Where a create goes: the list the spec names, with the new record's row marked and its page
 * shown (`/businesses?highlight=12`), or the plain list when the answer names no id.
 * `prefix` names the table on a page with two (the invited users' `u.`).
 */
export function listWithCreated(listPath: string, answer: unknown, prefix = ''): string {
  const id = createdId(answer);
  return id === undefined ? listPath : `${listPath}?${prefix}${HIGHLIGHT_PARAM}=${id}`;
}
