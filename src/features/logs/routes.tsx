import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const LogsPage = lazy(() => import('./LogsPage'));

export const logRoutes: RouteObject[] = [{ path: 'logs', element: <LogsPage /> }];
