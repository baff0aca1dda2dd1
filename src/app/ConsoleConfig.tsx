import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { useMemo, type ReactNode } from 'react';
import type { PreferencesState } from '../store/preferences/storedPreferences';
import { consoleTheme } from './theme';

/**
 * Whether antd's styles come from the static stylesheet: only the production build makes one
 * (src/app/prerender/staticStyles.tsx, keyed on <html data-theme data-density>), and webpack
 * writes the mode into `process.env.NODE_ENV`. `npm run dev` has no stylesheet, so antd computes
 * its styles in the browser there; without that its buttons and inputs are the browser's own.
 */
const staticStyles = (): boolean => process.env.NODE_ENV === 'production';

/**
 * antd's context for the console: its theme for these preferences, in zero-runtime mode where the
 * build made the static CSS, and British English. The app (AppProviders) and the sign-in page's own
 * script (src/signInEntry.tsx) both draw inside it. Elsewhere it leaves the mode to an enclosing
 * ConfigProvider (a test's).
 */
export function ConsoleConfig({ theme, density, children }: PreferencesState & { children: ReactNode }) {
  const config = useMemo(
    () => ({ ...consoleTheme(theme, density), ...(staticStyles() ? { zeroRuntime: true } : {}) }),
    [theme, density],
  );
  return (
    <ConfigProvider theme={config} locale={enGB}>
      {children}
    </ConfigProvider>
  );
}
