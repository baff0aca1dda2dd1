import type { ComponentType, ReactNode } from 'react';
import type { FeatureModule } from '../navigation';
import { lazyPage, type PageModule } from '../pageRoute';
import type { Identified, Resource } from './resource';

type GenericPage<T extends Identified, Values> = ComponentType<{ resource: Resource<T, Values> }>;

type ResourceFeature<T extends Identified, Values> = {
  /** The URL segment ('regions') and the route parameter ('regionId'), as the resource declares them. */
  name: string;
  param: string;
  /** The drawer's link: the list's heading and an icon. */
  label: string;
  icon: ReactNode;
  /** The declaration itself, for the generic pages. */
  declaration: () => Promise<Resource<T, Values>>;
  /** A list page of its own; the generic one over `list.useWhole` without it. */
  list?: () => Promise<PageModule>;
  /** A detail page of its own; the generic one (the declaration's `show`, or its columns) without it. */
  show?: () => Promise<PageModule>;
};

/**
 * A resource as a feature of the console: its drawer link and its four routes, each page a chunk
 * of its own loaded by React Router's `lazy` as soon as the route matches (beside the frame around
 * it, not after it). The pages a resource does not give are the generic ones over its declaration.
 */
export function resourceFeature<T extends Identified, Values>({
  name,
  param,
  label,
  icon,
  declaration,
  list,
  show,
}: ResourceFeature<T, Values>): FeatureModule {
  const generic = (load: () => Promise<GenericPage<T, Values>>) => async () => {
    const [Page, resource] = await Promise.all([load(), declaration()]);
    return { Component: () => <Page resource={resource} /> };
  };
  const listPage = list
    ? lazyPage(list)
    : generic(() => import('./ListPage').then((module) => module.WholeListPage));
  const showPage = show
    ? lazyPage(show)
    : generic(() => import('./ShowPage').then((module) => module.GenericShowPage));
  return {
    link: { to: `/${name}`, label, icon },
    routes: [
      { path: name, lazy: listPage },
      {
        path: `${name}/create`,
        lazy: generic(() => import('./CreatePage').then((module) => module.CreatePage)),
      },
      { path: `${name}/:${param}`, lazy: showPage },
      {
        path: `${name}/:${param}/edit`,
        lazy: generic(() => import('./EditPage').then((module) => module.EditPage)),
      },
    ],
  };
}
