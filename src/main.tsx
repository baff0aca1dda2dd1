import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { defaultEnvironment } from './api/environment';
import { AppProviders } from './app/AppProviders';
import { appRoutes } from './app/routes';
import { createAppStore, whenRestored } from './app/store';

/** Ends the current task, so the browser can handle input and paint before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The full stylesheet, which the prerendered sign-in page loads without blocking its first paint. */
function applyDeferredStyles() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-styles]'))
    link.media = 'all';
}

// Evaluating the scripts, creating the router and creating the store each take a long task on a
// slow phone; run back to back they blocked input for one task of about 250 ms (Lighthouse's
// Total Blocking Time on mobile), so each gets a task of its own.
async function start(container: HTMLElement) {
  await nextTask();
  const router = createBrowserRouter(appRoutes);
  await nextTask();
  // Any 401 (but the sign-in call's) ends the session through /logout.
  const { store, persistor } = createAppStore(defaultEnvironment(() => void router.navigate('/logout')));
  await whenRestored(persistor);
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // The sign-in page arrives rendered (login/index.html, made by the build for a visitor who is not
  // signed in and brought no message): React takes over that markup, in slices that yield to input.
  // Anyone already signed in is sent on, and a page that carries a message in its history entry
  // (the notice after a password reset, still there on a reload) shows more than the build drew:
  // those are drawn afresh.
  const prerendered = container.dataset.prerendered === window.location.pathname.replace(/\/$/, '');
  const asBuilt = !store.getState().session.token && router.state.location.state == null;
  if (prerendered && asBuilt) {
    await nextTask();
    // As a transition, hydration too renders in slices that yield to input (a plain hydrateRoot
    // works at default priority, in one long task).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    applyDeferredStyles();
    return;
  }
  applyDeferredStyles();
  await nextTask();
  // A transition renders in slices that yield to the browser, so the first render does not block
  // input for hundreds of ms on a slow phone.
  startTransition(() => {
    createRoot(container).render(app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
