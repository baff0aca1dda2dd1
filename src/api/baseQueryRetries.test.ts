/**
 * Which failures the base query asks again for, how long it waits between attempts, what every
 * call carries, and what a store created without an environment gets: through a real store with
 * msw at the network boundary.
 */
import { configureStore } from '@reduxjs/toolkit';
import { delay, http, HttpResponse } from 'msw';
import { createAppStore } from '../store/store';
import { testEnvironment } from '../test/environment';
import { API, server } from '../test/msw';
import { baseApi } from './baseApi';
import type { ApiEnvironment } from './environment';
import { api as regionsApi } from './generated/regions';

/** GET /regions answered by `answers` in turn (the last one again once they run out), with when each came. */
function regionsAnswering(...answers: Array<() => Response | Promise<Response>>) {
  const asked: Array<{ at: number; accept: string | null }> = [];
  server.use(
    http.get(`${API}/regions`, ({ request }) => {
      asked.push({ at: Date.now(), accept: request.headers.get('Accept') });
      const answer = answers[Math.min(asked.length, answers.length) - 1];
      if (!answer) throw new Error('no answer given');
      return answer();
    }),
  );
  return asked;
}

const regions = () => HttpResponse.json({ data: [{ id: 1, name: 'North' }] });

function getRegions(overrides: Partial<ApiEnvironment> = {}) {
  const { store } = createAppStore(testEnvironment(overrides));
  return store.dispatch(regionsApi.endpoints.getRegions.initiate());
}

describe('the base query asks again', () => {
  it('after a 500', async () => {
    const asked = regionsAnswering(() => HttpResponse.json({ message: 'Oops' }, { status: 500 }), regions);
    const result = await getRegions();
    expect(asked).toHaveLength(2);
    expect(result.data).toEqual({ data: [{ id: 1, name: 'North' }] });
  });

  it('after a timeout', async () => {
    const asked = regionsAnswering(async () => {
      await delay('infinite');
      return regions();
    }, regions);
    const result = await getRegions({ timeoutMs: 50 });
    expect(asked).toHaveLength(2);
    expect(result.data).toEqual({ data: [{ id: 1, name: 'North' }] });
  });

  it('after waiting the delay the environment gives for each attempt', async () => {
    const down = () => HttpResponse.json({ message: 'Down' }, { status: 503 });
    const asked = regionsAnswering(down, down, regions);
    const delays: number[] = [];
    await getRegions({
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return 60 * attempt;
      },
    });
    expect(delays).toEqual([1, 2]);
    const [first, second, third] = asked.map(({ at }) => at);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(50);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(110);
  });
});

describe('the base query does not ask again', () => {
  it.each([
    ['a 499', 499],
    ['a 404', 404],
  ])('after %s', async (_what, status) => {
    const asked = regionsAnswering(() => HttpResponse.json({ message: 'No' }, { status }), regions);
    const result = await getRegions();
    expect(asked).toHaveLength(1);
    expect(result.error).toEqual({ status, data: { message: 'No' } });
  });

  it('after an answer that is not JSON', async () => {
    const asked = regionsAnswering(() => new HttpResponse('<html>hello</html>', { status: 200 }), regions);
    const result = await getRegions();
    expect(asked).toHaveLength(1);
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200 });
  });
});

describe('every call', () => {
  it('asks for JSON', async () => {
    const asked = regionsAnswering(regions);
    await getRegions();
    expect(asked.map(({ accept }) => accept)).toEqual(['application/json']);
  });
});

describe('a store created without an environment', () => {
  it('fails its calls with a message that says what is missing, and sends nothing', async () => {
    const asked = regionsAnswering(regions);
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await store.dispatch(regionsApi.endpoints.getRegions.initiate());
    logged.mockRestore();
    expect(result.error).toMatchObject({
      message: 'The store was created without an ApiEnvironment; use createAppStore().',
    });
    expect(asked).toHaveLength(0);
  });
});
