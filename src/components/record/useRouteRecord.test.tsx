import { act, renderHook, waitFor } from '@testing-library/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useGetRegionQuery } from '../../api/generated/regions';
import { apiStore } from '../../test/apiStore';
import { API, lines, recordRequests, server } from '../../test/msw';
import type { RecordId } from './resource';
import { useRouteRecord } from './useRouteRecord';

/** How the regions resource asks for its record. */
const useRegion = (id: RecordId) => useGetRegionQuery(typeof id === 'number' ? { id } : id);

/** The hook on the route `/regions/:regionId`, opened at `path`, with a real store and msw. */
function renderRoute(path: string) {
  const store = apiStore();
  const seen = recordRequests();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/regions/:regionId" element={children} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  const view = renderHook(() => useRouteRecord('regionId', useRegion), { wrapper });
  return { ...view, seen };
}

/** Region 4 as the backend answers it, one answer per read, the last repeated. */
function regionAnswers(...answers: (() => Response)[]) {
  let reads = 0;
  server.use(
    http.get(`${API}/regions/4`, () => {
      const answer = answers[Math.min(reads, answers.length - 1)];
      reads += 1;
      return answer ? answer() : HttpResponse.error();
    }),
  );
}

const north = () => HttpResponse.json({ data: { id: 4, name: 'North' } });

describe('useRouteRecord', () => {
  it('asks for the record the route names and gives it once it is there', async () => {
    regionAnswers(north);
    const { result, seen } = renderRoute('/regions/4');
    expect(result.current.status).toBe('loading');
    expect(result.current.id).toBe(4);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ status: 'ready', id: 4, record: { id: 4, name: 'North' } });
    expect(lines(seen)).toEqual(['GET /regions/4']);
  });

  it.each(['abc', '0', '4.5'])('asks nothing for the route id %s, which is missing', async (param) => {
    const { result, seen } = renderRoute(`/regions/${param}`);
    expect(result.current).toMatchObject({ status: 'missing', id: null });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(seen).toEqual([]);
  });

  it('is missing when the backend answers 404, and failed on another error', async () => {
    regionAnswers(() => HttpResponse.json({ message: 'No such region' }, { status: 404 }));
    const missing = renderRoute('/regions/4');
    await waitFor(() => expect(missing.result.current.status).toBe('missing'));
    missing.unmount();

    regionAnswers(() => HttpResponse.json({ message: 'Refused' }, { status: 403 }));
    const failed = renderRoute('/regions/4');
    await waitFor(() => expect(failed.result.current.status).toBe('failed'));
  });

  it('refetch asks the backend again', async () => {
    regionAnswers(north, () => HttpResponse.json({ data: { id: 4, name: 'Northern Rivers' } }));
    const { result, seen } = renderRoute('/regions/4');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current).toMatchObject({ record: { id: 4, name: 'Northern Rivers' } }));
    expect(lines(seen)).toEqual(['GET /regions/4', 'GET /regions/4']);
  });

  it('readFresh reads the record as the backend has it now, past the cache', async () => {
    regionAnswers(north, () => HttpResponse.json({ data: { id: 4, name: 'Northern Rivers' } }));
    const { result, seen } = renderRoute('/regions/4');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    let fresh: unknown = 'unread';
    await act(async () => {
      fresh = await result.current.readFresh();
    });
    expect(fresh).toEqual({ id: 4, name: 'Northern Rivers' });
    expect(lines(seen)).toEqual(['GET /regions/4', 'GET /regions/4']);
  });

  it.each([
    ['answers no record', () => HttpResponse.json({ data: null })],
    ['answers a record that is not an object', () => HttpResponse.json({ data: 'North' })],
  ])('readFresh gives null when the backend now %s', async (_case, answer) => {
    regionAnswers(north, answer);
    const { result } = renderRoute('/regions/4');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    let fresh: unknown = 'unread';
    await act(async () => {
      fresh = await result.current.readFresh();
    });
    expect(fresh).toBeNull();
  });

  it('skips the query, rather than asking it with no id, for a route id that is none', () => {
    const asked: unknown[] = [];
    const store = apiStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <MemoryRouter initialEntries={['/regions/abc']}>
          <Routes>
            <Route path="/regions/:regionId" element={children} />
          </Routes>
        </MemoryRouter>
      </Provider>
    );
    renderHook(
      () =>
        useRouteRecord('regionId', (id: RecordId) => {
          asked.push(id);
          return useRegion(id);
        }),
      { wrapper },
    );
    expect(asked).toEqual([skipToken]);
  });

  it('readFresh gives null when the record never loaded and still cannot be read', async () => {
    regionAnswers(() => HttpResponse.json({ message: 'No such region' }, { status: 404 }));
    const { result } = renderRoute('/regions/4');
    await waitFor(() => expect(result.current.status).toBe('missing'));
    let fresh: unknown = 'unread';
    await act(async () => {
      fresh = await result.current.readFresh();
    });
    expect(fresh).toBeNull();
  });
});
