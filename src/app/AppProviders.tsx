import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ConsoleConfig } from './ConsoleConfig';
import { useAppSelector } from '../store/hooks';
import type { AppStore } from '../store/store';

/**
 * antd's context for the preferences in the store, kept in step with <html data-theme
 * data-density>, which public/preferences.js sets before the first paint.
 */
function ThemedApp({ children }: { children: ReactNode }) {
  const { theme, density } = useAppSelector((state) => state.preferences);
  useEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = theme;
    html.dataset.density = density;
    html.style.colorScheme = theme;
  }, [theme, density]);
  return (
    <ConsoleConfig theme={theme} density={density}>
      {children}
    </ConsoleConfig>
  );
}

/** Store, theme and antd context around the router, the same in the app and in tests. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedApp>{children}</ThemedApp>
    </Provider>
  );
}
