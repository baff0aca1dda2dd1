import { Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { DetailFrame } from '../DetailFrame';
import { useHistoryEarly } from '../history/useHistoryEarly';
import { RecordHistory } from './RecordHistory';
import { listPath, recordPath, type Identified, type Resource } from './resource';
import { useRecordController } from './useRecordController';

type ShowPageProps<T extends Identified, Values> = {
  resource: Resource<T, Values>;
  /** The page's content, given the record and the id its route names; the declaration's by default. */
  children?: (record: T, id: number) => ReactNode;
};

/**
 * A resource's detail page (react-admin's `<Show>`): the record's loading states, its name as the
 * heading, the way back, Edit, and Delete with the spec's question.
 */
export function ShowPage<T extends Identified, Values>({ resource, children }: ShowPageProps<T, Values>) {
  const record = useRecordController(resource);
  const remove = resource.remove.useSave();
  const id = record.id ?? 0;
  useHistoryEarly(resource.history?.model, record.id);
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
      {(loaded) => (
        <>
          {children ? children(loaded, id) : <ShowContent resource={resource} record={loaded} id={id} />}
          <RecordHistory resource={resource} id={id} readFresh={record.readFresh} />
        </>
      )}
    </DetailFrame>
  );
}

type ShowContentProps<T extends Identified, Values> = {
  resource: Resource<T, Values>;
  record: T;
  id: number;
};

/** The declaration's content for a record, or its list's columns as a card of details. */
function ShowContent<T extends Identified, Values>({ resource, record, id }: ShowContentProps<T, Values>) {
  if (resource.show) return <resource.show.Content record={record} id={id} />;
  return (
    <Card title="Details">
      <Descriptions column={1}>
        {resource.list.columns.map((column) => (
          <Descriptions.Item key={column.key} label={column.title}>
            {column.render ? column.render(record) : column.text?.(record)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}

/** The detail page of a resource that gives no page of its own. */
export function GenericShowPage<T extends Identified, Values>({
  resource,
}: {
  resource: Resource<T, Values>;
}) {
  return <ShowPage resource={resource} />;
}
