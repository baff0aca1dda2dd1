import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { discoveryListener, extensionsSlice } from '../api/extensions';
import { listPagingSlice } from '../api/listPaging';
import { liveSlice } from '../api/live/liveSlice';
import type { ApiEnvironment, ApiSettings } from '../api/environment';
import { SESSION_KEY, sessionReducer } from './session/sessionSlice';
import { sessionStorageEngine } from './session/sessionStorage';
import { preferencesListener } from './preferences/preferencesListener';
import { preferencesReducer } from './preferences/preferencesSlice';

const sessionPersistConfig = {
  key: SESSION_KEY,
  storage: sessionStorageEngine,
  whitelist: ['token', 'userData'],
  serialize: false,
  deserialize: false,
  // The slice decides itself what a restored session means (sessionSlice.ts).
  stateReconciler: false as const,
};

const rootReducer = combineReducers({
  session: persistReducer(sessionPersistConfig, sessionReducer),
  preferences: preferencesReducer,
  extensions: extensionsSlice.reducer,
  listPaging: listPagingSlice.reducer,
  live: liveSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * When the development-only checks warn that they were slow. What they still walk passes their
 * default 32 ms now and then in a busy test run; under jest their time measures the shared
 * machine's load rather than the state (216 ms for a walk of a few kB on a loaded 2-core host), so
 * there they never warn: a warning every busy run prints would hide the ones that matter.
 */
export const CHECK_WARN_AFTER_MS = process.env.NODE_ENV === 'test' ? Number.POSITIVE_INFINITY : 128;

export function createAppStore(settings: ApiSettings) {
  // The API layer asks for the token through its environment, which reads it from this store.
  const environment: ApiEnvironment = { ...settings, token: () => store.getState().session.token || null };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: environment },
        // The development-only checks walk every cached answer; with 50,000 log entries that costs
        // about a second per action. API data is plain JSON, so the cache is left out of them.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredPaths: [baseApi.reducerPath],
          ignoredActionPaths: ['payload.data', 'meta.arg', 'meta.baseQueryMeta'],
          warnAfter: CHECK_WARN_AFTER_MS,
        },
        immutableCheck: { ignoredPaths: [baseApi.reducerPath], warnAfter: CHECK_WARN_AFTER_MS },
      })
        .prepend(preferencesListener.middleware, discoveryListener.middleware)
        .concat(baseApi.middleware),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

/** Resolves once the saved session has been read back (redux-persist's rehydration). */
export function whenRestored(persistor: ReturnType<typeof persistStore>): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = persistor.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
