import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const CategoryListPage = lazy(() => import('./CategoryListPage'));
const CategoryCreatePage = lazy(() => import('./CategoryCreatePage'));
const CategoryDetailPage = lazy(() => import('./CategoryDetailPage'));
const CategoryEditPage = lazy(() => import('./CategoryEditPage'));

export const categoryRoutes: RouteObject[] = [
  { path: 'categories', element: <CategoryListPage /> },
  { path: 'categories/create', element: <CategoryCreatePage /> },
  { path: 'categories/:categoryId', element: <CategoryDetailPage /> },
  { path: 'categories/:categoryId/edit', element: <CategoryEditPage /> },
];
