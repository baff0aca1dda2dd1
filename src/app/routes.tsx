import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useMatches, type RouteObject } from 'react-router-dom';
import { isPageHandle } from '../components/pageRoute';
import { RouteError } from '../components/RouteError';
import { RouteLoading } from '../components/RouteLoading';
import { accountRoutes } from '../features/account/routes';
import { businessRoutes } from '../features/businesses/routes';
import { categoryRoutes } from '../features/categories/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { logRoutes } from '../features/logs/routes';
import { referralRoutes } from '../features/referrals/routes';
import { regionRoutes } from '../features/regions/routes';
import { RedirectIfSignedIn, RequireAdmin } from '../features/session/guards';
import { userRoutes } from '../features/users/routes';

const LoginPage = lazy(() => import('../features/session/LoginPage'));
const LogoutPage = lazy(() => import('../features/session/LogoutPage'));
const PublicFrame = lazy(() => import('./PublicFrame'));
const SignedInFrame = lazy(() => import('./SignedInFrame'));

function Root() {
  // The page's code is asked for at once, beside the frame around it (see pageRoute). A failure
  // shows where the page renders, through its own lazy loading.
  const matches = useMatches();
  useEffect(() => {
    for (const match of matches)
      if (isPageHandle(match.handle)) match.handle.preload().catch(() => undefined);
  }, [matches]);
  return (
    <Suspense fallback={<RouteLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** Every route the spec lists, guarded or public; any other path goes to /dashboard. Each page is its own lazily loaded chunk. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        path: 'login',
        element: (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      },
      { path: 'logout', element: <LogoutPage /> },
      { element: <PublicFrame />, children: accountRoutes },
      {
        element: (
          <RequireAdmin>
            <SignedInFrame />
          </RequireAdmin>
        ),
        children: [
          {
            // A page that throws is replaced by the error display inside the layout.
            errorElement: <RouteError />,
            children: [
              ...dashboardRoutes,
              ...businessRoutes,
              ...referralRoutes,
              ...userRoutes,
              ...regionRoutes,
              ...categoryRoutes,
              ...logRoutes,
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];
