import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const UserListPage = lazy(() => import('./UserListPage'));
const UserCreatePage = lazy(() => import('./UserCreatePage'));
const UserDetailPage = lazy(() => import('./UserDetailPage'));
const UserEditPage = lazy(() => import('./UserEditPage'));

export const userRoutes: RouteObject[] = [
  { path: 'users', element: <UserListPage /> },
  { path: 'users/create', element: <UserCreatePage /> },
  { path: 'users/:userId', element: <UserDetailPage /> },
  { path: 'users/:userId/edit', element: <UserEditPage /> },
];
