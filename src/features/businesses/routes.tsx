import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const BusinessListPage = lazy(() => import('./BusinessListPage'));
const BusinessCreatePage = lazy(() => import('./BusinessCreatePage'));
const BusinessDetailPage = lazy(() => import('./BusinessDetailPage'));
const BusinessEditPage = lazy(() => import('./BusinessEditPage'));

export const businessRoutes: RouteObject[] = [
  { path: 'businesses', element: <BusinessListPage /> },
  { path: 'businesses/create', element: <BusinessCreatePage /> },
  { path: 'businesses/:businessId', element: <BusinessDetailPage /> },
  { path: 'businesses/:businessId/edit', element: <BusinessEditPage /> },
];
