import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { SkipToken } from '@reduxjs/toolkit/query';
import type { ComponentType, ReactNode } from 'react';
import type { ApiError } from '../../api/errors';
import type { ListFilter, Sort } from '../../lib/listQuery';
import type { ListCard, ListColumn } from '../list/listColumn';
import type { WholeQuery } from '../list/useListController';
import type { LoadFailed } from './RecordGate';
import type { MutationOutcome } from '../ConfirmButton';
import type { RecordQuery } from '../../api/recordState';
import type { WatchedField } from './useEditConflictGuard';
import type { RecordModel } from '../../api/endpoints/history';
import type { ResourceRoute } from '../../api/resources';
import type { RecordedValues } from '../../lib/recordedValues';

/** Every record the console shows has an id, which routes, keys and marks it. */
export type Identified = { id: number };

/** What a record query is asked with: the route's id, or skipToken when the route names none. */
export type RecordId = number | SkipToken;

/** A generated mutation hook, as a resource declares it: its trigger is all the core uses. */
type MutationHook<Arg> = () => readonly [(arg: Arg) => PromiseLike<MutationOutcome>, ...unknown[]];

/** A save a form makes: its input put into the endpoint's typed arguments, then sent. */
export type Save<Input> = { useSave: () => (input: Input) => PromiseLike<MutationOutcome> };

/**
 * A save through a generated endpoint: `toArg` is typed by the endpoint, so a field the OpenAPI
 * document does not have is a compile error in the declaration.
 */
export function saveWith<Arg, Input>(
  useMutation: MutationHook<Arg>,
  toArg: (input: Input) => Arg,
): Save<Input> {
  return {
    useSave: () => {
      const [trigger] = useMutation();
      return (input) => trigger(toArg(input));
    },
  };
}

type Envelope<T> = { data?: T | null } | null | undefined;

/** What a generated `useGet*Query` gives for one record. */
type RecordQueryResult<T> = RecordQuery<T> & { refetch: () => PromiseLike<{ data?: Envelope<T> }> };

/** The edit form of a resource: what it shows of a record, what it compares before saving, how it saves. */
export type EditDefinition<T, Values> = Save<{ id: number; values: Values; record: T }> & {
  /** The spec's heading ('Update Region', 'Edit Business'). */
  title: string;
  toValues: (record: T) => Partial<Values>;
  /** The fields the conflict guard compares with a fresh read before saving. */
  watched: readonly WatchedField<T>[];
};

/** The list page of a resource: the spec's texts and its columns (the first links to the record, and the Details column is added). */
type ListDefinition<T> = {
  /** The page's heading, also the table's name ('Regions'). */
  title: string;
  emptyText: string;
  /** Stable: their texts are what search, sort and the CSV export read. */
  columns: readonly ListColumn<T>[];
  defaultSort: Sort;
  /** The CSV file's name, without date or extension. */
  exportName: string;
  /** A row as a card on a phone: its title and telling fields, by column key (the first three columns by default). */
  card?: ListCard;
  /** Filters beyond the search box, each with its URL key. */
  filters?: readonly ListFilter<T>[];
  /** More buttons in the page's header, before the create button (the businesses' Import). */
  actions?: ReactNode;
  /**
   * The whole list, for a resource whose list page is the generic one: a generated query hook
   * (`useGetRegionsQuery`). A list its backend may page has a page of its own instead.
   */
  useWhole?: () => WholeQuery<T>;
};

/** What the detail page shows of a record, below its heading; the list's columns by default. */
type ShowDefinition<T> = { Content: ComponentType<{ record: T; id: number }> };

/**
 * The record's history (optional extension): the kind of record the backend records it as, and
 * how "Revert this change" makes the edit form's values from the record now and the values a
 * change replaced. Without `revert` the history is read-only.
 */
type HistoryDefinition<T, Values> = {
  model: RecordModel;
  revert?: (record: T, before: RecordedValues) => Values;
};

/**
 * A text input of a resource's create and edit forms, for a resource whose form is text inputs
 * only: its feature then needs no fields component of its own (see resourceFeature's `fields`).
 */
type TextInput<Values> = FormInput & {
  /** The payload key, as the form's values and the registry's `fields` name it. */
  name: keyof Values & string;
};

/** A text input as the form renders it. */
export type FormInput = {
  name: string;
  label: string;
  /** The message when it is left empty. */
  required: string;
  placeholder: string;
};

/** A text input labelled as the registry labels the field, so the form and the history say the same word. */
export function textInput<Name extends string>(
  { fields }: { fields: Readonly<Record<Name, { label: string }>> },
  name: Name,
  { required, placeholder }: { required: string; placeholder: string },
) {
  return { name, label: fields[name].label, required, placeholder };
}

/** What a resource's form fields are given: on the edit page, the record and the id its route names. */
export type FieldsProps<T> = { record?: T; id?: number };

/** Deleting a record: the spec's question, and what to say when the server gives no reason. */
type RemoveDefinition<T> = Save<number> & {
  confirm: (record: T) => string;
  errorFallback?: string;
};

/** The create form of a resource. */
export type CreateDefinition<Values> = Save<Values> & {
  /** The spec's heading ('Create Region', 'Create New User'). */
  title: string;
  initialValues?: Partial<Values>;
  /** The success message, when it is not '<label> created' ('Invitation sent to …'). */
  doneMessage?: (values: Values) => string;
  /** The URL prefix of the list the new record shows in, on a page with two lists. */
  highlightPrefix?: string;
};

/**
 * One resource of the console, declared once (react-admin's `<Resource>`, refine's resource
 * definitions): only what is particular to it. The record, edit and create controllers, the
 * routes and the frames read it.
 */
export type Resource<T extends Identified, Values = never> = {
  /** The URL segment: '/regions', '/regions/create', '/regions/:id', '/regions/:id/edit'. */
  name: string;
  /** The record's kind in the console's messages: 'Region' gives 'Region created', 'Region updated'. */
  label: string;
  /** The route parameter that names a record ('regionId'). */
  param: string;
  /** The record as its pages read it (a generated query hook, skipped for an id that is none). */
  useRecord: (id: RecordId) => RecordQueryResult<T>;
  /**
   * The same query, asked for before any page renders (a detail page's cold load, bootConsole)
   * without subscribing: the page then finds it in the cache.
   */
  requestRecord: (id: number) => ThunkAction<unknown, unknown, unknown, UnknownAction>;
  /** The record's name in titles, links and the Details column. */
  recordName: (record: T) => string;
  /** The back link of the list ('Back to regions'). */
  backLabel: string;
  /** How a load that failed for another reason than a missing record shows; the error display by default. */
  failed?: LoadFailed;
  /** A page of its own for a missing record; the shared not-found page by default. */
  missing?: (error: ApiError | undefined, retry: () => void) => ReactNode;
  list: ListDefinition<T>;
  show?: ShowDefinition<T>;
  edit: EditDefinition<T, Values>;
  create: CreateDefinition<Values>;
  remove: RemoveDefinition<T>;
  /** A History section on the detail page, when the backend keeps history. */
  history?: HistoryDefinition<T, Values>;
  /** The form's text inputs, when the feature gives no fields component of its own. */
  form?: readonly TextInput<Values>[];
};

/** Typed end to end: the record from the query hook, the form values from the saves. */
export const defineResource = <T extends Identified, Values = never>(resource: Resource<T, Values>) =>
  resource;

/** A resource's name, label and route parameter as the registry (src/api/resources.ts) declares them. */
export const identityOf = ({ label, route }: { label: string; route: ResourceRoute }) => ({
  name: route.name,
  label,
  param: route.param,
});

export const listPath = (resource: { name: string }) => `/${resource.name}`;
export const createPath = (resource: { name: string }) => `/${resource.name}/create`;
export const recordPath = (resource: { name: string }, id: number) => `/${resource.name}/${id}`;
