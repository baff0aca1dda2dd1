import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A module whose default export is a page. */
export type PageModule = { default: ComponentType };

/**
 * React Router's `lazy` for a page that is a chunk of its own: the data router asks for the code
 * of every route a URL matches at once (the frame and the page in one wave on a cold load) and
 * renders when all of it is there.
 */
export const lazyPage = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

type PagePlace = { path: string } | { index: true };

/** A route whose page is a chunk of its own. */
export function pageRoute(place: PagePlace, load: () => Promise<PageModule>): RouteObject {
  return 'index' in place
    ? { index: true, lazy: lazyPage(load) }
    : { path: place.path, lazy: lazyPage(load) };
}
