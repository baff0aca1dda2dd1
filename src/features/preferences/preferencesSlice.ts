import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: loadPreferences,
  reducers: {
    themeChosen: (state, action: PayloadAction<ThemeMode>) => {
      state.theme = action.payload;
    },
    densityChosen: (state, action: PayloadAction<Density>) => {
      state.density = action.payload;
    },
  },
});

export const { themeChosen, densityChosen } = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;
