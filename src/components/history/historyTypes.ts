import type { FieldChange, RecordModel } from '../../api/endpoints/history';
import type { MutationOutcome } from '../ConfirmButton';

/** The record as the backend has it now, for one revert: its values in the write payload's form. */
type FreshRecord = {
  now: ReadonlyMap<string, unknown>;
  /** One write (the resource's own edit save) that puts these changes' `from` values back. */
  putBack: (changes: readonly FieldChange[]) => PromiseLike<MutationOutcome>;
};

/** What a History section may revert through: the resource's edit, bound to its record. */
export type RevertAccess = {
  /** The record's kind in messages ('Business'). */
  label: string;
  /** A hook (it holds the edit's save): a fresh read of the record, or null when there is none. */
  useRead: () => () => Promise<FreshRecord | null>;
};

export type HistoryProps = {
  model: RecordModel;
  id: number;
  /** Without it the history is read-only (a deleted record's, a transaction's). */
  revert?: RevertAccess;
};
