import type { ReactNode } from 'react';
import { BackLink } from '../BackLink';
import { FormFrame } from '../FormFrame';
import { listWithCreated } from '../../lib/highlight';
import { listPath, type Resource } from './resource';
import { useCreateController } from './useCreateController';

type CreatePageProps<T, Values> = {
  resource: Resource<T, Values>;
  /** The form's fields. */
  children: ReactNode;
};

/** A resource's create page (react-admin's `<Create>`): its form, then the list with the new record marked. */
export function CreatePage<T, Values>({ resource, children }: CreatePageProps<T, Values>) {
  const list = listPath(resource);
  const setup = useCreateController({
    create: resource.create,
    label: resource.label,
    cancelTo: list,
    doneTo: (answer) => listWithCreated(list, answer, resource.create.highlightPrefix),
  });
  return (
    <FormFrame {...setup} back={<BackLink to={list} label={resource.backLabel} />}>
      {children}
    </FormFrame>
  );
}
