import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { densityChosen, savePreferences, themeChosen } from './preferencesSlice';

/** Remembers a theme or density choice in this browser as soon as it is made. */
export const preferencesListener = createListenerMiddleware();

preferencesListener.startListening.withTypes<RootState>()({
  matcher: isAnyOf(themeChosen, densityChosen),
  effect: (_action, api) => savePreferences(api.getState().preferences),
});
