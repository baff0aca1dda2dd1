import { ChangedElsewhereNotice } from './ChangedElsewhereNotice';
import { FormFrame } from '../FormFrame';
import { RecordGate } from './RecordGate';
import type { ComponentType } from 'react';
import { listPath, recordPath, type FieldsProps, type Identified, type Resource } from './resource';
import { useEditController } from './useEditController';
import { useRecordController } from './useRecordController';

/** A resource's edit page (react-admin's `<Edit>`): the record's loading states, then its form. */
type FormPageProps<T extends Identified, Values> = {
  resource: Resource<T, Values>;
  /** The form's fields (resourceFeature loads them with this page). */
  Fields: ComponentType<FieldsProps<T>>;
};

export function EditPage<T extends Identified, Values>({ resource, Fields }: FormPageProps<T, Values>) {
  const record = useRecordController(resource);
  return (
    <RecordGate
      record={record}
      failed={resource.failed}
      missing={resource.missing}
      backTo={listPath(resource)}
      backLabel={resource.backLabel}
    >
      {(loaded) => (
        <EditForm
          resource={resource}
          Fields={Fields}
          record={loaded}
          id={record.id ?? loaded.id}
          readFresh={record.readFresh}
        />
      )}
    </RecordGate>
  );
}

type EditFormProps<T extends Identified, Values> = FormPageProps<T, Values> & {
  record: T;
  id: number;
  readFresh: () => Promise<T | null>;
};

function EditForm<T extends Identified, Values>({
  resource,
  Fields,
  record,
  id,
  readFresh,
}: EditFormProps<T, Values>) {
  const doneTo = recordPath(resource, id);
  const { reviewChange, ...setup } = useEditController({
    edit: resource.edit,
    label: resource.label,
    record,
    id,
    readFresh,
    doneTo,
  });
  return (
    <FormFrame {...setup} backLabel={`Back to the ${resource.label.toLowerCase()}`}>
      <ChangedElsewhereNotice resource={resource.name} id={id} review={reviewChange} />
      <Fields record={record} id={id} />
    </FormFrame>
  );
}
