import type { ApiError } from '../api/errors';
import { loadedWhenShown } from '../speed/loadLater';

export type ErrorDisplayProps = { error?: ApiError; onRetry?: () => void };

/**
 * The shared display for a failed load: what went wrong and a way to try again. antd's Result
 * brings its three status illustrations wherever it is used: they load only when a load has failed.
 */
export const ErrorDisplay = loadedWhenShown<ErrorDisplayProps>(() => import('./ErrorDisplayView'));
