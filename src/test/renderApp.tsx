import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ApiEnvironment } from '../api/environment';
import { AppProviders } from '../app/AppProviders';
import { appRoutes } from '../app/routes';
import { createAppStore } from '../store/store';
import { testEnvironment } from './environment';

/**
 * Renders the whole console at `path` with a real store and router, as a user would open it.
 * Put a session in local storage first (fixtures.storeSession) for the signed-in screens.
 */
export function renderApp(path: string, overrides: Partial<ApiEnvironment> = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const { store, persistor } = createAppStore(
    testEnvironment({ onUnauthorized: () => void router.navigate('/logout'), ...overrides }),
  );
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  const view = render(
    <StyleProvider mock="server">
      {/* No animations: jsdom never ends a CSS transition, so antd waits out each one on a timer.
          zeroRuntime: no test reads antd's generated CSS, and generating it cost about an eighth of the suite. */}
      <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { ...view, store, persistor, router, user };
}
