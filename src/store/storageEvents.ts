import { createAction } from '@reduxjs/toolkit';

/**
 * Local storage was cleared (sign-out clears all of it, as the spec says). Features that keep this
 * browser's own settings there write them back when they see it, so sign-out need not know them.
 */
export const localStorageCleared = createAction('app/localStorageCleared');
