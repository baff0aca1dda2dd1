import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { consoleTheme } from './theme';

/**
 * antd in zero-runtime mode: its styles are static CSS made at build time for every theme and
 * density (src/app/prerender/staticStyles.tsx), keyed on <html data-theme data-density>, which
 * public/preferences.js sets before the first paint and this keeps in step with the preferences.
 */
function ThemedApp({ children }: { children: ReactNode }) {
  const { theme, density } = useAppSelector((state) => state.preferences);
  const config = useMemo(() => ({ ...consoleTheme(theme, density), zeroRuntime: true }), [theme, density]);
  useEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = theme;
    html.dataset.density = density;
    html.style.colorScheme = theme;
  }, [theme, density]);
  return (
    <ConfigProvider theme={config} locale={enGB}>
      {children}
    </ConfigProvider>
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
