import { listWithCreated } from '../../lib/highlight';
import { FormFrame } from '../FormFrame';
import type { ComponentType } from 'react';
import { listPath, type FieldsProps, type Identified, type Resource } from './resource';
import { useCreateController } from './useCreateController';

/** A resource's create page (react-admin's `<Create>`): its form, then the list with the new record marked. */
export function CreatePage<T extends Identified, Values>({
  resource,
  Fields,
}: {
  resource: Resource<T, Values>;
  Fields: ComponentType<FieldsProps<T>>;
}) {
  const list = listPath(resource);
  const setup = useCreateController({
    create: resource.create,
    label: resource.label,
    cancelTo: list,
    doneTo: (answer) => listWithCreated(list, answer, resource.create.highlightPrefix),
  });
  return (
    <FormFrame {...setup} backLabel={resource.backLabel}>
      <Fields />
    </FormFrame>
  );
}
