import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { defaultEnvironment } from './api/environment';
import { AppProviders } from './app/AppProviders';
import { appRoutes } from './app/routes';
import { createAppStore } from './app/store';

/** Ends the current task, so the browser can handle input and paint before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Evaluating the scripts, creating the router and creating the store each take a long task on a
// slow phone; run back to back they blocked input for one task of about 250 ms (Lighthouse's
// Total Blocking Time on mobile), so each gets a task of its own.
async function start(container: HTMLElement) {
  await nextTask();
  const router = createBrowserRouter(appRoutes);
  await nextTask();
  // Any 401 (but the sign-in call's) ends the session through /logout.
  const { store } = createAppStore(defaultEnvironment(() => void router.navigate('/logout')));
  await nextTask();
  // A transition renders in slices that yield to the browser, so the first render (antd works out
  // its styles then) does not block input for hundreds of ms on a slow phone.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
