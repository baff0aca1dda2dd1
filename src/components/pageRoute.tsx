import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { FirstRequest } from '../api/firstRequest';
import { lateComponent } from '../speed/loadLater';

/**
 * What a page's route carries in its `handle`: a way to ask for the page's code before it renders,
 * and the API request it makes first, asked for with that code on a cold load (bootConsole).
 */
export type PageHandle = { preload: () => Promise<unknown>; firstRequest?: FirstRequest };

export function isPageHandle(value: unknown): value is PageHandle {
  return (
    typeof value === 'object' && value !== null && 'preload' in value && typeof value.preload === 'function'
  );
}

type PagePlace = { path: string } | { index: true };

/**
 * A route whose page is a chunk of its own. The app's root asks for that chunk as soon as the route
 * matches (`handle.preload`), alongside the frame around the page, instead of once the frame has
 * loaded and rendered: one wave of requests on a cold load, not two.
 */
/** A module whose default export is a page. */
export type PageModule = { default: ComponentType };

export function pageRoute(
  place: PagePlace,
  load: () => Promise<PageModule>,
  firstRequest?: FirstRequest,
): RouteObject {
  const Page = lateComponent(load);
  const preload = Page.preload;
  const handle: PageHandle = firstRequest ? { preload, firstRequest } : { preload };
  return 'index' in place
    ? { index: true, element: <Page />, handle }
    : { path: place.path, element: <Page />, handle };
}
