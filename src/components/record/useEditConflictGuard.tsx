import { App, Button, Flex } from 'antd';
import { useCallback, useRef } from 'react';

/** A field the admin edits, as the conflict dialog names and shows it. */
export type WatchedField<T> = {
  label: string;
  read: (record: T) => unknown;
};

const CONFLICT_TITLE = 'Someone changed this record while you were editing it';

type Choice = 'overwrite' | 'reload' | 'keep';

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
 * No silent lost update: before a save, the record is read again and compared, field by field,
 * with the version the form was loaded from. If another admin changed it meanwhile, the admin is
 * shown what changed and chooses to overwrite it, load their version, or keep editing. It needs
 * nothing from the backend beyond the spec's reads, so it works against any backend.
 * The returned check resolves true when the save may go ahead.
 */
export function useEditConflictGuard<T>({ loaded, readFresh, fields, onReload }: GuardOptions<T>) {
  const { modal } = App.useApp();
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
    // Stryker disable next-line ArrayDeclaration: App.useApp() gives the same modal API for the App's life, so the callback never needs renewing
    [modal],
  );

  return useCallback(async (): Promise<boolean> => {
    const fresh = await readFresh();
    // A record that cannot be read now is the save's to find out: the backend answers it.
    if (fresh === null) return true;
    const changes = fields
      .map((field) => ({ label: field.label, before: field.read(base.current), now: field.read(fresh) }))
      .filter((change) => !same(change.before, change.now));
    if (changes.length === 0) return true;
    const choice = await ask(changes);
    if (choice === 'keep') return false;
    base.current = fresh;
    if (choice === 'reload') {
      onReload(fresh);
      return false;
    }
    return true;
  }, [readFresh, fields, ask, onReload]);
}
