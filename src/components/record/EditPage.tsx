import type { ReactNode } from 'react';
import { BackLink } from '../BackLink';
import { FormFrame } from '../FormFrame';
import { RecordGate } from './RecordGate';
import { listPath, recordPath, type Resource } from './resource';
import { useEditController } from './useEditController';
import { useRecordController } from './useRecordController';

type EditPageProps<T, Values> = {
  resource: Resource<T, Values>;
  /** The form's fields, given the record being edited. */
  children: (record: T, id: number) => ReactNode;
};

/** A resource's edit page (react-admin's `<Edit>`): the record's loading states, then its form. */
export function EditPage<T extends { id: number }, Values>({ resource, children }: EditPageProps<T, Values>) {
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
          record={loaded}
          id={record.id ?? loaded.id}
          readFresh={record.readFresh}
        >
          {children(loaded, record.id ?? loaded.id)}
        </EditForm>
      )}
    </RecordGate>
  );
}

type EditFormProps<T, Values> = {
  resource: Resource<T, Values>;
  record: T;
  id: number;
  readFresh: () => Promise<T | null>;
  children: ReactNode;
};

function EditForm<T, Values>({ resource, record, id, readFresh, children }: EditFormProps<T, Values>) {
  const doneTo = recordPath(resource, id);
  const setup = useEditController({
    edit: resource.edit,
    label: resource.label,
    record,
    id,
    readFresh,
    doneTo,
  });
  return (
    <FormFrame
      {...setup}
      back={<BackLink to={doneTo} label={`Back to the ${resource.label.toLowerCase()}`} />}
    >
      {children}
    </FormFrame>
  );
}
