import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const RegionListPage = lazy(() => import('./RegionListPage'));
const RegionCreatePage = lazy(() => import('./RegionCreatePage'));
const RegionDetailPage = lazy(() => import('./RegionDetailPage'));
const RegionEditPage = lazy(() => import('./RegionEditPage'));

export const regionRoutes: RouteObject[] = [
  { path: 'regions', element: <RegionListPage /> },
  { path: 'regions/create', element: <RegionCreatePage /> },
  { path: 'regions/:regionId', element: <RegionDetailPage /> },
  { path: 'regions/:regionId/edit', element: <RegionEditPage /> },
];
