import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { useMemo, type ReactNode } from 'react';
import type { PreferencesState } from '../store/preferences/storedPreferences';
import { consoleTheme } from './theme';

/**
 * antd's context for the console: its theme for these preferences, in zero-runtime mode (the styles
 * are static CSS made at build time for every theme and density, src/app/prerender/staticStyles.tsx,
 * keyed on <html data-theme data-density>), and British English. The app (AppProviders) and the
 * sign-in page's own script (src/signInEntry.tsx) both draw inside it.
 */
export function ConsoleConfig({ theme, density, children }: PreferencesState & { children: ReactNode }) {
  const config = useMemo(() => ({ ...consoleTheme(theme, density), zeroRuntime: true }), [theme, density]);
  return (
    <ConfigProvider theme={config} locale={enGB}>
      {children}
    </ConfigProvider>
  );
}
