import { loadedWhenShown } from '../speed/loadLater';

/**
 * Error boundary of every page: a page that throws is replaced by a message while the layout
 * (top bar and drawer) stays usable. Its view loads only when something has gone wrong.
 */
export const RouteError = loadedWhenShown(() => import('./RouteErrorView'));
