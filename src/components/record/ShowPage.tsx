import type { ReactNode } from 'react';
import { DetailFrame } from '../DetailFrame';
import { listPath, recordPath, type Identified, type Resource } from './resource';
import { useRecordController } from './useRecordController';

type ShowPageProps<T extends Identified, Values> = {
  resource: Resource<T, Values>;
  /** The page's content, given the record and the id its route names. */
  children: (record: T, id: number) => ReactNode;
};

/**
 * A resource's detail page (react-admin's `<Show>`): the record's loading states, its name as the
 * heading, the way back, Edit, and Delete with the spec's question.
 */
export function ShowPage<T extends Identified, Values>({ resource, children }: ShowPageProps<T, Values>) {
  const record = useRecordController(resource);
  const remove = resource.remove.useSave();
  const id = record.id ?? 0;
  return (
    <DetailFrame
      record={record}
      failed={resource.failed}
      missing={resource.missing}
      title={resource.recordName}
      backTo={listPath(resource)}
      backLabel={resource.backLabel}
      editTo={`${recordPath(resource, id)}/edit`}
      remove={(loaded) => ({
        confirm: resource.remove.confirm(loaded),
        run: () => remove(id),
        deletedTo: listPath(resource),
        errorFallback: resource.remove.errorFallback,
      })}
    >
      {(loaded) => children(loaded, id)}
    </DetailFrame>
  );
}
