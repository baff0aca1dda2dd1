import { startTransition, StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { isPageHandle } from '../components/pageRoute';
import { isAdminSession } from '../store/session/sessionSlice';
import { hasStoredSession } from '../store/session/sessionStorage';
import { defaultEnvironment } from '../api/environment';
import { nextTask } from '../lib/nextTask';
import { signInOrFailure } from '../store/session/sessionThunks';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';
import { createAppStore, whenRestored } from '../store/store';

export type BootedConsole = {
  router: ReturnType<typeof createBrowserRouter>;
  /** The whole console, for a React root to render. */
  element: ReactElement;
  /** Signs in through the console's store: null once signed in, else the message to show. */
  signIn: (email: string, password: string) => Promise<string | null>;
};

/**
 * The console's router and store, with the saved session restored. Creating the router and
 * creating the store each take a long task on a slow phone; run back to back they blocked input
 * for one task of about 250 ms (Lighthouse's Total Blocking Time on mobile), so each gets a task of
 * its own.
 */
export async function bootConsole(): Promise<BootedConsole> {
  // A cold load asks at once for what the address needs: the page's code and the frame's, then
  // (once the session is read back) the page's first data. Otherwise each would wait for the
  // router, the store and a render of the frame: three waits in a row on a bookmarked page.
  // Without a session kept here the guarded pages go to /login: nothing of theirs is asked for.
  const pages = hasStoredSession()
    ? (matchRoutes(appRoutes, window.location) ?? []).flatMap(({ route, params }) =>
        isPageHandle(route.handle) ? [{ handle: route.handle, params }] : [],
      )
    : [];
  // Settled, not resolved: a chunk that fails to load shows its error where the page renders.
  const codeLoaded = Promise.all(pages.map(({ handle }) => handle.preload().catch(() => undefined)));
  await nextTask();
  const router = createBrowserRouter(appRoutes);
  await nextTask();
  // Any 401 (but the sign-in call's) ends the session through /logout.
  const { store, persistor } = createAppStore(defaultEnvironment(() => void router.navigate('/logout')));
  await whenRestored(persistor);
  // Only the page's own first request: an address with a query (a search, a page, a filter) asks
  // for something else, which the page asks for itself.
  const asked =
    isAdminSession(store.getState().session) && window.location.search === ''
      ? pages.map(async ({ handle, params }) => handle.firstRequest?.(store.dispatch, params))
      : [];
  // The first render waits for the code it needs rather than suspending on it: a page revealed
  // after its loading fallback is held back by React for up to 300 ms (its fallback throttle),
  // and a bookmarked page went through two such fallbacks, the frame's and the page's. A request
  // that could not be asked for (its code failed to load) is the page's to ask for again.
  await Promise.all([codeLoaded, ...asked.map((request) => request.catch(() => undefined))]);
  const element = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  return {
    router,
    element,
    signIn: (email, password) => signInOrFailure(store.dispatch, { email, password }),
  };
}

/** The console in a container of its own (index.html's #root). */
export async function startConsole(container: HTMLElement): Promise<void> {
  const { element } = await bootConsole();
  await nextTask();
  // A transition renders in slices that yield to the browser, so the first render does not block
  // input for hundreds of ms on a slow phone.
  startTransition(() => {
    createRoot(container).render(element);
  });
}
