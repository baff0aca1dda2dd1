import { loadedWhenShown } from '../speed/loadLater';

export type NotFoundProps = { backTo?: string; backLabel?: string };

/**
 * The shared not-found page: unknown or missing records, and ids that are not ids. The spec calls
 * it the "404 'Not found' page", so the code is shown as well as the words. Its view (antd's
 * Result) loads when something is not found.
 */
export const NotFound = loadedWhenShown<NotFoundProps>(() => import('./NotFoundView'));
