import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadPreferences, type Density, type ThemeMode } from './storedPreferences';

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
