import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { localStorageCleared } from '../storageEvents';
import type { RootState } from '../store';
import { densityChosen, themeChosen } from './preferencesSlice';
import { savePreferences } from './storedPreferences';

/** Remembers a theme or density choice in this browser as soon as it is made, and again after a sign-out cleared it. */
export const preferencesListener = createListenerMiddleware();

preferencesListener.startListening.withTypes<RootState>()({
  matcher: isAnyOf(themeChosen, densityChosen, localStorageCleared),
  effect: (_action, api) => savePreferences(api.getState().preferences),
});
