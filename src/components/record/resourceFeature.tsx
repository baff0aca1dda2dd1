import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage, type PageModule } from '../pageRoute';
import type { Identified, Resource } from './resource';

type GenericPage<T extends Identified, Values> = ComponentType<{ resource: Resource<T, Values> }>;

type ResourcePages<T extends Identified, Values> = {
  /** The URL segment ('regions') and the route parameter ('regionId'), as the resource declares them. */
  name: string;
  param: string;
  /** The declaration itself, for the generic create and edit pages. */
  declaration: () => Promise<Resource<T, Values>>;
  list: () => Promise<PageModule>;
  show: () => Promise<PageModule>;
};

/**
 * A resource's four routes, each page a chunk of its own loaded by React Router's `lazy` as soon
 * as the route matches (beside the frame around it, not after it). Create and edit are the
 * generic pages over the declaration.
 */
export function resourceRoutes<T extends Identified, Values>({
  name,
  param,
  declaration,
  list,
  show,
}: ResourcePages<T, Values>): RouteObject[] {
  const generic = (load: () => Promise<GenericPage<T, Values>>) => async () => {
    const [Page, resource] = await Promise.all([load(), declaration()]);
    return { Component: () => <Page resource={resource} /> };
  };
  return [
    { path: name, lazy: lazyPage(list) },
    {
      path: `${name}/create`,
      lazy: generic(() => import('./CreatePage').then((module) => module.CreatePage)),
    },
    { path: `${name}/:${param}`, lazy: lazyPage(show) },
    {
      path: `${name}/:${param}/edit`,
      lazy: generic(() => import('./EditPage').then((module) => module.EditPage)),
    },
  ];
}
