import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const VerifyPage = lazy(() => import('./VerifyPage'));
const GetAppPage = lazy(() => import('./GetAppPage'));
const ForgotPasswordPage = lazy(() => import('./ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./ResetPasswordPage'));

/** Public account flows: reachable with or without a session. */
export const accountRoutes: RouteObject[] = [
  { path: 'verify', element: <VerifyPage /> },
  { path: 'get-app', element: <GetAppPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
];
