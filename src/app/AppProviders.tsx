import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { consoleTheme } from './theme';

function ThemedApp({ children }: { children: ReactNode }) {
  const { theme, density } = useAppSelector((state) => state.preferences);
  return (
    <ConfigProvider theme={consoleTheme(theme, density)} locale={enGB}>
      <AntApp>{children}</AntApp>
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
