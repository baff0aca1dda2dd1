import type { RouteObject } from 'react-router-dom';
import { pageRoute } from '../../components/pageRoute';

/** Public account flows: reachable with or without a session. */
export const accountRoutes: RouteObject[] = [
  pageRoute({ path: 'verify' }, () => import('./VerifyPage')),
  pageRoute({ path: 'get-app' }, () => import('./GetAppPage')),
  pageRoute({ path: 'forgot-password' }, () => import('./ForgotPasswordPage')),
  pageRoute({ path: 'reset-password' }, () => import('./ResetPasswordPage')),
];
