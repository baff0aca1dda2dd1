import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { useMemo, type ReactNode } from 'react';
import type { PreferencesState } from '../store/preferences/storedPreferences';
import { consoleTheme } from './theme';

/**
 * Whether antd computes its styles in the browser: in `npm run dev`'s build and the plain build
 * (`PLAIN=1`, scripts/build/tricks.ts), which have no static stylesheet; without them its buttons
 * and inputs are the browser's own there. The tuned production build has the stylesheet
 * (src/app/prerender/staticStyles.tsx, keyed on <html data-theme data-density>), and tests read no
 * CSS, so both skip the work. webpack writes the build into `process.env.CONSOLE_BUILD`.
 */
const stylesInBrowser = (): boolean =>
  process.env.CONSOLE_BUILD === 'development' || process.env.CONSOLE_BUILD === 'plain';

/**
 * antd's context for the console: its theme for these preferences, in zero-runtime mode wherever
 * the styles are not computed in the browser, and British English. The app (AppProviders) and the
 * sign-in page's own script (src/signInEntry.tsx) both draw inside it.
 */
export function ConsoleConfig({ theme, density, children }: PreferencesState & { children: ReactNode }) {
  const config = useMemo(
    () => ({ ...consoleTheme(theme, density), zeroRuntime: !stylesInBrowser() }),
    [theme, density],
  );
  return (
    <ConfigProvider theme={config} locale={enGB}>
      {children}
    </ConfigProvider>
  );
}
