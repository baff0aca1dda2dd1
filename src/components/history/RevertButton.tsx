import { UndoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { FieldChange, RecordModel, Revision } from '../../api/endpoints/history';
import { errorMessage, fieldErrors, httpStatus, type ApiError } from '../../api/errors';
import { sameValue } from '../../lib/recordedValues';
import { useSuccessMessage } from '../successMessage';
import { ChangeLine } from './ChangeLine';
import { fieldSpec } from './historyFields';
import type { RevertAccess } from './historyTypes';
import type { RevertState, ValueNow } from './revertState';
import { useFeedback } from '../feedback/feedback';

/** The conflict guard's situation (another admin changed the record since), in a revert's words. */
const CONFLICT_TITLE = 'Someone changed this record since this change';

/** 'Name: Acme Four (now)' for each field changed again since the change. */
function ValuesNow({ model, values }: { model: RecordModel; values: readonly ValueNow[] }) {
  return (
    <ul style={{ paddingInlineStart: 20 }}>
      {values.map(({ field, now }) => (
        <li key={field}>
          <ChangeLine model={model} change={{ field, to: now }} action="CREATE" linked={false} /> (now)
        </li>
      ))}
    </ul>
  );
}

/** Every one of `fresh` is among `shown`, with the same value: the admin has already seen them. */
const allShown = (fresh: readonly ValueNow[], shown: readonly ValueNow[]) =>
  fresh.every((value) => shown.some((seen) => seen.field === value.field && sameValue(seen.now, value.now)));

function ChangeList({ model, changes }: { model: RecordModel; changes: readonly FieldChange[] }) {
  return (
    <ul style={{ paddingInlineStart: 20 }}>
      {changes.map((change) => (
        <li key={change.field}>
          <ChangeLine model={model} change={change} action="UPDATE" linked={false} />
        </li>
      ))}
    </ul>
  );
}

/** Said instead of a write that would change nothing. */
const nothingToRevert = (label: string) =>
  `Nothing to revert: this ${label.toLowerCase()} already has the values from before this change`;

/** Why a revert was refused, in words an admin can act on; nothing was written in every case. */
function refusal(error: ApiError, label: string): string {
  const status = httpStatus(error);
  if (status === 404) return `This ${label.toLowerCase()} no longer exists; nothing was changed`;
  if (status === 412) return 'Someone changed this record meanwhile; nothing was changed. Please try again';
  if (status === 400) {
    const reasons = fieldErrors(error).map((field) => field.message);
    const why = reasons.length > 0 ? reasons.join('; ') : errorMessage(error, 'it fails today’s checks');
    return `This change cannot be put back: ${why}`;
  }
  return errorMessage(error, 'The change could not be reverted');
}

type RevertButtonProps = {
  revision: Revision;
  model: RecordModel;
  access: RevertAccess;
  /** What the history on the page says a revert would do. */
  state: RevertState;
};

/**
 * "Revert this change": asks first, naming any field the history on the page shows changed again
 * since; then reads the record again, and a field changed since that the admin was not shown is
 * named in a second question. A record that already holds the earlier values is left alone. The
 * write is one save through the resource's own edit (PUT or PATCH, with If-Match where the backend
 * versions records).
 */
export function RevertButton({ revision, model, access, state }: RevertButtonProps) {
  const { modal, message } = useFeedback();
  const success = useSuccessMessage();
  const read = access.useRead();
  const [busy, setBusy] = useState(false);

  const revertAnyway = (changedSince: ValueNow[]) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: CONFLICT_TITLE,
        width: 520,
        content: (
          <>
            <p>Changed again since this change:</p>
            <ValuesNow model={model} values={changedSince} />
            <p>Reverting puts back the values from before this change and overwrites these.</p>
          </>
        ),
        okText: 'Revert anyway',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const run = async () => {
    setBusy(true);
    try {
      const fresh = await read();
      if (fresh === null) {
        void message.error(`This ${access.label.toLowerCase()} no longer exists; nothing was changed`);
        return;
      }
      const present = revision.changes.filter((change) => fresh.now.has(change.field));
      if (present.every((change) => sameValue(fresh.now.get(change.field), change.from ?? null))) {
        void message.info(nothingToRevert(access.label));
        return;
      }
      const changedSince = present
        .filter((change) => !sameValue(fresh.now.get(change.field), change.to))
        .map((change) => ({ field: change.field, now: fresh.now.get(change.field) }));
      if (
        changedSince.length > 0 &&
        !allShown(changedSince, state.changedSince) &&
        !(await revertAnyway(changedSince))
      )
        return;
      const outcome = await fresh.putBack(revision.changes);
      if (outcome.error) {
        void message.error(refusal(outcome.error, access.label));
        return;
      }
      const fields = revision.changes.map((change) => fieldSpec(model, change.field).label).join(', ');
      success(`Change reverted: ${fields}`);
    } finally {
      setBusy(false);
    }
  };

  const confirm = () =>
    modal.confirm({
      title: 'Revert this change?',
      content: (
        <>
          <p>These fields go back to their values from before it:</p>
          <ChangeList
            model={model}
            changes={revision.changes.map((change) => ({
              field: change.field,
              from: change.to,
              to: change.from,
            }))}
          />
          {state.changedSince.length > 0 && (
            <>
              <p>Changed again since this change, and overwritten by reverting it:</p>
              <ValuesNow model={model} values={state.changedSince} />
            </>
          )}
        </>
      ),
      width: state.changedSince.length > 0 ? 520 : undefined,
      okText: state.changedSince.length > 0 ? 'Revert anyway' : 'Revert',
      okButtonProps: state.changedSince.length > 0 ? { danger: true } : undefined,
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      // The dialog closes at once: a conflict, if any, is asked in a dialog of its own.
      onOk: () => void run(),
    });

  return (
    <Button size="small" icon={<UndoOutlined aria-hidden />} loading={busy} onClick={confirm}>
      Revert this change
    </Button>
  );
}
