import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { extensionsSlice } from '../api/extensions';
import { listPagingSlice } from '../api/listPaging';
import { CHECK_WARN_AFTER_MS } from '../store/store';
import { testEnvironment } from './environment';

/**
 * A real store with only what the shared layers use: the API cache, what lists learnt of their
 * backends, and what the backend offers (unknown until a test says: no session asks here).
 */
export function apiStore() {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      listPaging: listPagingSlice.reducer,
      extensions: extensionsSlice.reducer,
    },
    middleware: (defaults) =>
      defaults({
        thunk: { extraArgument: testEnvironment() },
        serializableCheck: false,
        immutableCheck: { warnAfter: CHECK_WARN_AFTER_MS },
      }).concat(baseApi.middleware),
  });
}
