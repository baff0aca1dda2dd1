import type { ComponentType, ReactNode } from 'react';
import type { FirstRequest } from '../../api/firstRequest';
import type { ResourceRoute } from '../../api/resources';
import type { FeatureModule } from '../navigation';
import { parseRouteId } from '../../lib/routeId';
import { History } from '../history/History';
import { requestHistoryPage } from '../history/useHistoryEarly';
import { pageRoute } from '../pageRoute';
import type { FieldsProps, Identified, Resource } from './resource';

type PageModule = { default: ComponentType };
type GenericPage<T extends Identified, Values> = ComponentType<{ resource: Resource<T, Values> }>;
type FormPage<T extends Identified, Values> = ComponentType<{
  resource: Resource<T, Values>;
  Fields: ComponentType<FieldsProps<T>>;
}>;

type ResourceFeature<T extends Identified, Values> = {
  /** The URL segment ('regions') and the route parameter ('regionId'), as the resource declares them. */
  name: string;
  param: string;
  /** The drawer's link: the list's heading and an icon. */
  label: string;
  icon: ReactNode;
  /** The declaration itself, for the generic pages. */
  declaration: () => Promise<Resource<T, Values>>;
  /**
   * The create and edit forms' fields: loaded with those two pages only, so that a list or a
   * detail page does not carry a form's code (antd's Form, selects, validation: a fifth of a
   * list's scripts). Without it, the declaration's `form` inputs.
   */
  fields?: () => Promise<ComponentType<FieldsProps<T>>>;
  /** A list page of its own; the generic one over `list.useWhole` without it. */
  list?: () => Promise<PageModule>;
  /** A detail page of its own; the generic one (the declaration's `show`, or its columns) without it. */
  show?: () => Promise<PageModule>;
  /** The list page's first request (firstPage of its server list), asked for with its code on a cold load. */
  listRequest?: FirstRequest;
};

/** A registered resource as a feature: its URL, parameter, drawer label and icon from its registry entry. */
export function registeredFeature<T extends Identified, Values>(
  { route }: { route: ResourceRoute },
  pages: Omit<ResourceFeature<T, Values>, 'name' | 'param' | 'label' | 'icon'>,
): FeatureModule {
  const { name, param, plural, icon: Icon } = route;
  return resourceFeature({ name, param, label: plural, icon: <Icon aria-hidden />, ...pages });
}

/**
 * A resource as a feature of the console: its drawer link and its four routes, each page a chunk
 * of its own asked for as soon as the route matches (beside the frame around it, see pageRoute). The pages a resource does not give are the generic ones over its declaration.
 */
export function resourceFeature<T extends Identified, Values>({
  name,
  param,
  label,
  icon,
  declaration,
  fields,
  list,
  show,
  listRequest,
}: ResourceFeature<T, Values>): FeatureModule {
  // A generic page bound to the declaration, loaded with it as one page module.
  const generic = (load: () => Promise<GenericPage<T, Values>>) => async (): Promise<PageModule> => {
    const [Page, resource] = await Promise.all([load(), declaration()]);
    return { default: () => <Page resource={resource} /> };
  };
  const listPage = list ?? generic(() => import('./ListPage').then((module) => module.WholeListPage));
  const showCode = show ?? generic(() => import('./ShowPage').then((module) => module.GenericShowPage));
  // The History section is a chunk the detail page asks for once its record is in; asked for with
  // the page's code, it is there when the record is. (Every resource declares a history; one that
  // did not would load a chunk it never shows.) A chunk that fails shows its error where it renders.
  const showPage = () => {
    History.preload().catch(() => undefined);
    return showCode();
  };
  // A cold load of a detail page asks for its record and its history's first page with its code.
  const showRequest: FirstRequest = async (dispatch, params) => {
    const id = parseRouteId(params[param]);
    if (id === null) return;
    const resource = await declaration();
    dispatch(resource.requestRecord(id));
    if (resource.history) dispatch(requestHistoryPage(resource.history.model, id));
  };
  const formFields =
    fields ??
    (async () => {
      const [{ DeclaredFields }, resource] = await Promise.all([import('./DeclaredFields'), declaration()]);
      return () => <DeclaredFields inputs={resource.form ?? []} />;
    });
  // A form page bound to the declaration and its fields, the three loaded together.
  const form = (load: () => Promise<FormPage<T, Values>>) => async (): Promise<PageModule> => {
    const [Page, resource, Fields] = await Promise.all([load(), declaration(), formFields()]);
    return { default: () => <Page resource={resource} Fields={Fields} /> };
  };
  const createPage = form(() => import('./CreatePage').then((module) => module.CreatePage));
  const editPage = form(() => import('./EditPage').then((module) => module.EditPage));
  return {
    link: { to: `/${name}`, label, icon },
    routes: [
      pageRoute({ path: name }, listPage, listRequest),
      pageRoute({ path: `${name}/create` }, createPage),
      pageRoute({ path: `${name}/:${param}` }, showPage, showRequest),
      pageRoute({ path: `${name}/:${param}/edit` }, editPage),
    ],
  };
}
