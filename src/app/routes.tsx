import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useMatches, type RouteObject } from 'react-router-dom';
import { isPageHandle, type PageHandle } from '../components/pageRoute';
import { RouteError } from '../components/RouteError';
import { FOOTER_FEATURES, MAIN_FEATURES } from './features';
import { RouteLoading } from '../components/RouteLoading';
import { accountRoutes } from '../features/account/routes';
import { lateComponent } from '../speed/loadLater';
import { RedirectIfSignedIn, RequireAdmin } from '../features/session/guards';

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

const LoginPage = lateComponent(() => import('../features/session/LoginPage'));
const LogoutPage = lateComponent(() => import('../features/session/LogoutPage'));
const PublicFrame = lateComponent(() => import('./PublicFrame'));
const SignedInFrame = lateComponent(() => import('./SignedInFrame'));
/** The frame's code, asked for with the page's on a cold load (bootConsole). */
const frameHandle: PageHandle = { preload: SignedInFrame.preload };

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
        handle: frameHandle,
        children: [
          {
            // A page that throws is replaced by the error display inside the layout.
            errorElement: <RouteError />,
            children: [...MAIN_FEATURES, ...FOOTER_FEATURES].flatMap((feature) => feature.routes),
          },
        ],
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];
