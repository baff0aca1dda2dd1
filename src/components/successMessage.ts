import { App } from 'antd';
import { useCallback } from 'react';

/**
 * The console's one way to say an action worked: a short message at the top of the page, which
 * stays while the page changes (after a create or a delete the admin lands elsewhere).
 */
export function useSuccessMessage(): (text: string) => void {
  const { message } = App.useApp();
  return useCallback((text: string) => void message.success(text), [message]);
}

/** The list query key that marks a row: the record just created. */
export const HIGHLIGHT_PARAM = 'highlight';

/** The id a create answered with (`{ data: { id } }`), when the answer names one. */
export function createdId(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null || !('data' in answer)) return undefined;
  const record = answer.data;
  if (typeof record !== 'object' || record === null || !('id' in record)) return undefined;
  return typeof record.id === 'number' ? record.id : undefined;
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
