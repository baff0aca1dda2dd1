import { Button, Flex } from 'antd';
import { useCallback, useRef } from 'react';
import { useFeedback } from '../feedback/feedback';

/** A field the admin edits, as the conflict dialog names and shows it. */
export type WatchedField<T> = {
  label: string;
  read: (record: T) => unknown;
};

const CONFLICT_TITLE = 'Someone changed this record while you were editing it';

type Choice = 'overwrite' | 'reload' | 'keep';

/**
 * What comparing the form's record with the backend's came to: the admin's choice in the dialog,
 * nothing to choose (`unchanged`), or no record to compare with (`unreadable`).
 */
export type ReviewOutcome = Choice | 'unchanged' | 'unreadable';

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(shown).join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type GuardOptions<T> = {
  /** The record as the form loaded it. */
  loaded: T;
  /** The record as the backend has it now (a fresh read, never the cache), or null if it cannot say. */
  readFresh: () => Promise<T | null>;
  fields: readonly WatchedField<T>[];
  /** Puts the backend's version into the form. */
  onReload: (fresh: T) => void;
};

/**
 * No silent lost update: the record is read again and compared, field by field, with the version
 * the form was loaded from (or last reviewed). If another admin changed it meanwhile, the admin is
 * shown what changed and chooses to overwrite it, load their version, or keep editing. It needs
 * nothing from the backend beyond the spec's reads, so it works against any backend. Run before a
 * save (useSaveGuard), and when the live stream says someone else changed the record.
 */
export function useConflictReview<T>({ loaded, readFresh, fields, onReload }: GuardOptions<T>) {
  const { modal } = useFeedback();
  const base = useRef(loaded);
  const ask = useCallback(
    (changes: { label: string; before: unknown; now: unknown }[]) =>
      new Promise<Choice>((resolve) => {
        let settled = false;
        const finish = (choice: Choice) => {
          // Stryker disable next-line ConditionalExpression: a second finish cannot happen (the buttons go with the dialog, and destroy() does not call onCancel); were it to, resolving a settled promise and destroying a destroyed dialog change nothing
          if (settled) return;
          // Stryker disable next-line BooleanLiteral: as above, the guard it sets never meets a second call
          settled = true;
          instance.destroy();
          resolve(choice);
        };
        const instance = modal.confirm({
          title: CONFLICT_TITLE,
          width: 520,
          content: (
            <>
              <p>Their changes, since you opened this form:</p>
              <ul style={{ paddingInlineStart: 20 }}>
                {changes.map((change) => (
                  <li key={change.label}>
                    {change.label}: {shown(change.before)} → {shown(change.now)}
                  </li>
                ))}
              </ul>
            </>
          ),
          onCancel: () => finish('keep'),
          footer: () => (
            <Flex gap={8} justify="flex-end" wrap style={{ marginTop: 12 }}>
              <Button onClick={() => finish('keep')}>Keep editing</Button>
              <Button onClick={() => finish('reload')}>Load their version</Button>
              <Button type="primary" danger onClick={() => finish('overwrite')}>
                Overwrite their changes
              </Button>
            </Flex>
          ),
        });
      }),
    // Stryker disable next-line ArrayDeclaration: useFeedback() gives the same modal API for the App's life, so the callback never needs renewing
    [modal],
  );

  const review = useCallback(async (): Promise<ReviewOutcome> => {
    const fresh = await readFresh();
    if (fresh === null) return 'unreadable';
    const changes = fields
      .map((field) => ({ label: field.label, before: field.read(base.current), now: field.read(fresh) }))
      .filter((change) => !same(change.before, change.now));
    if (changes.length === 0) return 'unchanged';
    const choice = await ask(changes);
    if (choice === 'keep') return choice;
    base.current = fresh;
    if (choice === 'reload') onReload(fresh);
    return choice;
  }, [readFresh, fields, ask, onReload]);

  return review;
}

/** The review before a save: resolves true when the save may go ahead. */
export function useSaveGuard(review: () => Promise<ReviewOutcome>) {
  return useCallback(async (): Promise<boolean> => {
    const outcome = await review();
    // A record that cannot be read now is the save's to find out: the backend answers it.
    return outcome === 'unreadable' || outcome === 'unchanged' || outcome === 'overwrite';
  }, [review]);
}

/** The check before a save, for a form that needs nothing else of the review. */
export function useEditConflictGuard<T>(options: GuardOptions<T>) {
  return useSaveGuard(useConflictReview(options));
}
