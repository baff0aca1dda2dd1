/**
 * This browser's theme and density in local storage. Apart from the slice, so the sign-in page's
 * own small script (src/signInEntry.tsx) can read them without Redux.
 */
export type ThemeMode = 'light' | 'dark';
export type Density = 'comfortable' | 'compact';
export type PreferencesState = { theme: ThemeMode; density: Density };

const THEME_KEY = 'console.theme';
const DENSITY_KEY = 'console.density';

function systemTheme(): ThemeMode {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** Read when the store is built: the choice remembered in this browser, else the system setting. */
export function loadPreferences(): PreferencesState {
  const theme = window.localStorage.getItem(THEME_KEY);
  const density = window.localStorage.getItem(DENSITY_KEY);
  return {
    theme: theme === 'light' || theme === 'dark' ? theme : systemTheme(),
    density: density === 'compact' ? 'compact' : 'comfortable',
  };
}

export function savePreferences(preferences: PreferencesState): void {
  window.localStorage.setItem(THEME_KEY, preferences.theme);
  window.localStorage.setItem(DENSITY_KEY, preferences.density);
}
