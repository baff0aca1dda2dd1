import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { defaultEnvironment } from './api/environment';
import { AppProviders } from './app/AppProviders';
import { appRoutes } from './app/routes';
import { createAppStore } from './app/store';

const router = createBrowserRouter(appRoutes);
// Any 401 (but the sign-in call's) ends the session through /logout.
const { store } = createAppStore(defaultEnvironment(() => void router.navigate('/logout')));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

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
