import { Typography } from 'antd';
import type { FieldChange, RecordModel, RevisionAction } from '../../api/endpoints/history';
import { FieldValue } from './FieldValue';
import { fieldSpec } from './historyFields';

type ChangeLineProps = {
  model: RecordModel;
  change: FieldChange;
  action: RevisionAction;
  /** Off inside a dialog, which antd renders outside the router. */
  linked?: boolean;
};

/** 'Name: Acme → Acme Two'; a creation shows only the new value, a deletion only the old. */
export function ChangeLine({ model, change, action, linked = true }: ChangeLineProps) {
  const { label, kind } = fieldSpec(model, change.field);
  return (
    <>
      <Typography.Text type="secondary">{label}:</Typography.Text>{' '}
      {action !== 'CREATE' && <FieldValue kind={kind} value={change.from} linked={linked} />}
      {action === 'UPDATE' && ' → '}
      {action !== 'DELETE' && <FieldValue kind={kind} value={change.to} linked={linked} />}
    </>
  );
}
