import { http, HttpResponse } from 'msw';
import { createAppStore, type AppStore } from '../store/store';
import { testEnvironment } from '../test/environment';
import { API, lines, recordRequests, server } from '../test/msw';
import { baseApi } from './baseApi';
import { api as businessesApi } from './endpoints/businesses';
import { api as historyApi } from './endpoints/history';

/** Waits until no query is in flight any more (refetches included). */
async function settle(store: AppStore) {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.all(running);
  }
}

it('an edit of a record (a revert too) refetches that record’s history, not another’s', async () => {
  server.use(
    http.get(`${API}/history`, () => HttpResponse.json({ data: [] })),
    http.put(`${API}/businesses/1`, () => HttpResponse.json({ data: { id: 1 } })),
  );
  const { store } = createAppStore(testEnvironment());
  store.dispatch(
    historyApi.endpoints.getHistory.initiate({ model: 'BUSINESS', id: 1, pageSize: 20, page: 1 }),
  );
  store.dispatch(
    historyApi.endpoints.getHistory.initiate({ model: 'BUSINESS', id: 2, pageSize: 20, page: 1 }),
  );
  store.dispatch(historyApi.endpoints.getHistory.initiate({ model: 'USER', id: 1, pageSize: 20, page: 1 }));
  await settle(store);
  const seen = recordRequests();
  await store.dispatch(
    businessesApi.endpoints.updateBusiness.initiate({
      id: 1,
      businessInput: { name: 'B', regionId: 1, categories: [] },
    }),
  );
  await settle(store);
  expect(lines(seen).filter((line) => line.startsWith('GET /history'))).toEqual([
    'GET /history?model=BUSINESS&id=1&pageSize=20&page=1',
  ]);
});
