import { ConfigProvider, theme as antdTheme } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { consoleTheme } from './theme';

/** Page background and text colour follow the theme, on every page (the login page too). */
function BodyColors() {
  const { token } = antdTheme.useToken();
  useEffect(() => {
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [token.colorBgLayout, token.colorText]);
  return null;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { theme, density } = useAppSelector((state) => state.preferences);
  const config = useMemo(() => consoleTheme(theme, density), [theme, density]);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return (
    <ConfigProvider theme={config} locale={enGB}>
      <BodyColors />
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
