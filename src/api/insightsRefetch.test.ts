/**
 * When the insights extension's aggregates are asked for again, through a real store with msw at
 * the network boundary: whenever the referrals list, the businesses list or the dashboard's money
 * is stale, and not for a change elsewhere.
 */
import { http, HttpResponse } from 'msw';
import { createAppStore } from '../store/store';
import { testEnvironment } from '../test/environment';
import { API, server } from '../test/msw';
import { baseApi } from './baseApi';
import { api as insightsApi } from './endpoints/insights';
import { everyTagType, listTag, recordTag, type Tag } from './tags';

const taggedApi = baseApi.enhanceEndpoints(everyTagType);

async function insightsShown() {
  let asked = 0;
  server.use(
    http.get(`${API}/insights`, () => {
      asked += 1;
      return HttpResponse.json({ data: {} });
    }),
  );
  const { store } = createAppStore(testEnvironment());
  const subscription = store.dispatch(
    insightsApi.endpoints.getInsights.initiate({ from: '2024-01-01', to: '2024-01-31' }),
  );
  await subscription;
  /** How many times the insights were asked for once `tags` are invalidated. */
  const afterInvalidating = async (tags: Tag[]) => {
    store.dispatch(taggedApi.util.invalidateTags(tags));
    await new Promise((resolve) => setTimeout(resolve, 30));
    return asked;
  };
  return { afterInvalidating, stop: () => subscription.unsubscribe() };
}

describe('the insights', () => {
  it.each<[string, Tag]>([
    ['the referrals list', listTag('Referral')],
    ['the businesses list', listTag('Business')],
    ['the dashboard', 'Dashboard'],
  ])('are asked for again when %s is stale', async (_what, tag) => {
    const { afterInvalidating, stop } = await insightsShown();
    await expect(afterInvalidating([tag])).resolves.toBe(2);
    stop();
  });

  it('are not asked for again when another list or one record is stale', async () => {
    const { afterInvalidating, stop } = await insightsShown();
    await expect(afterInvalidating([listTag('User'), recordTag('Referral', 3)])).resolves.toBe(1);
    stop();
  });
});
