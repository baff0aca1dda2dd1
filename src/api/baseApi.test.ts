/**
 * The API slice's own refetching: none when the window regains focus or the network comes back.
 * A stale page is refetched by the live updates' focus rule (src/api/live/refetchStaleOnReturn),
 * which asks only for what changed; RTK Query's rules would ask again for every mounted query.
 */
import { setupListeners } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '../store/store';
import { testEnvironment } from '../test/environment';
import { API, server } from '../test/msw';
import { api as regionsApi } from './generated/regions';

describe('the API slice', () => {
  it('asks nothing again when the window regains focus or the network comes back', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/regions`, () => {
        asked += 1;
        return HttpResponse.json({ data: [] });
      }),
    );
    const { store } = createAppStore(testEnvironment());
    const subscription = store.dispatch(regionsApi.endpoints.getRegions.initiate());
    await subscription;
    // RTK Query's own listeners, as an app that wanted its rules would set them up.
    const stopListening = setupListeners(store.dispatch);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(1);
    stopListening();
    subscription.unsubscribe();
  });
});
