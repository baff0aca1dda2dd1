import { PlusOutlined } from '@ant-design/icons';
import { useMemo, type ReactNode } from 'react';
import type { PagedAnswer } from '../../api/serverList';
import { ButtonLink } from '../ButtonLink';
import { detailsColumn } from '../list/detailsColumn';
import { ListTable } from '../list/ListTable';
import {
  useListController,
  wholeQuery,
  type ListController,
  type PagedSource,
  type WholeSource,
} from '../list/useListController';
import { PageHeader } from '../PageHeader';
import { createPath, recordPath, type Identified, type Resource } from './resource';

type ListPageProps<T extends Identified, Values, Answer extends PagedAnswer, Arg> = {
  resource: Resource<T, Values>;
  /** Where the rows come from: a backend that may page them, or a whole list the page loaded. */
  source: WholeSource<T> | PagedSource<T, Answer, Arg>;
  /** Controls for the list's filters, placed after the search box. */
  filterBar?: (list: ListController<T>) => ReactNode;
  /** The table's name, when it is not the page's heading. */
  label?: string;
};

/** A resource's list page (react-admin's `<List>`): its heading and create button above the list. */
export function ListPage<T extends Identified, Values, Answer extends PagedAnswer = PagedAnswer, Arg = never>(
  props: ListPageProps<T, Values, Answer, Arg>,
) {
  const { resource } = props;
  return (
    <>
      <PageHeader
        title={resource.list.title}
        extra={
          <>
            {resource.list.actions}
            <ButtonLink to={createPath(resource)} type="primary" icon={<PlusOutlined aria-hidden />}>
              {`Create ${resource.label}`}
            </ButtonLink>
          </>
        }
      />
      <ResourceList {...props} />
    </>
  );
}

/**
 * A resource's list with its Details column. A component of its own: a keystroke in its search
 * re-renders the list, not the page's header.
 */
export function ResourceList<T extends Identified, Values, Answer extends PagedAnswer, Arg>({
  resource,
  source,
  filterBar,
  label = resource.list.title,
}: ListPageProps<T, Values, Answer, Arg>) {
  const { list, recordName } = resource;
  const columns = useMemo(
    () => [
      // The first column names the record and links to it.
      ...list.columns.map((column, index) =>
        index === 0 && !column.link && !column.render
          ? { ...column, link: (row: T) => recordPath(resource, row.id) }
          : column,
      ),
      detailsColumn<T>((row) => recordPath(resource, row.id), recordName),
    ],
    [list.columns, resource, recordName],
  );
  const controller = useListController({
    source,
    columns,
    defaultSort: list.defaultSort,
    exportName: list.exportName,
    filters: list.filters,
  });
  return (
    <ListTable
      list={controller}
      label={label}
      emptyText={list.emptyText}
      filters={filterBar?.(controller)}
      card={list.card}
    />
  );
}

/** The list page of a resource whose declaration gives its whole list (`list.useWhole`). */
export function WholeListPage<T extends Identified, Values>({ resource }: { resource: Resource<T, Values> }) {
  const { useWhole } = resource.list;
  if (!useWhole)
    throw new Error(`The ${resource.name} resource declares no list.useWhole: give it a list page.`);
  return <ListPage resource={resource} source={wholeQuery(useWhole())} />;
}
