import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { listPagingSlice } from '../api/listPaging';
import { CHECK_WARN_AFTER_MS } from '../store/store';
import { testEnvironment } from './environment';

/** A real store with only what the shared layers use: the API cache and what lists learnt of their backends. */
export function apiStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, listPaging: listPagingSlice.reducer },
    middleware: (defaults) =>
      defaults({
        thunk: { extraArgument: testEnvironment() },
        serializableCheck: false,
        immutableCheck: { warnAfter: CHECK_WARN_AFTER_MS },
      }).concat(baseApi.middleware),
  });
}
