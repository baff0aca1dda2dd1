import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../components/pageRoute';
import { RouteError } from '../components/RouteError';
import { FOOTER_FEATURES, MAIN_FEATURES } from './features';
import { RouteLoading } from '../components/RouteLoading';
import { accountRoutes } from '../features/account/routes';
import { RedirectIfSignedIn, RequireAdmin, StartupLoading } from '../features/session/guards';

function Root() {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** A frame around pages, loaded by the router beside the page it frames. */
const frame =
  (load: () => Promise<{ default: ComponentType }>, Guard?: ComponentType<{ children: ReactNode }>) =>
  async () => {
    const { default: Frame } = await load();
    return {
      Component: Guard
        ? () => (
            <Guard>
              <Frame />
            </Guard>
          )
        : Frame,
    };
  };

/** Every route the spec lists, guarded or public; any other path goes to /dashboard. Each page is its own lazily loaded chunk. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteError />,
    // What a cold load shows until the matched routes' code has arrived.
    hydrateFallbackElement: <StartupLoading />,
    children: [
      {
        path: 'login',
        lazy: frame(() => import('../features/session/LoginPage'), RedirectIfSignedIn),
      },
      { path: 'logout', lazy: lazyPage(() => import('../features/session/LogoutPage')) },
      { lazy: frame(() => import('./PublicFrame')), children: accountRoutes },
      {
        lazy: frame(() => import('./SignedInFrame'), RequireAdmin),
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
