import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Business } from '../../api/endpoints/businesses';
import { tableFirstCells } from '../../test/antd';
import { changeEvent, serveEventStream } from '../../test/eventStream';
import { business } from '../../test/fixtures/businesses';
import { API, lines, recordRequests, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { storeSession } from '../../test/session';
import { letTimePass } from '../../test/timers';

beforeEach(() => storeSession());

function serveBusinesses() {
  let rows: Business[] = [
    business({ id: 7, name: 'Acme Plumbing', region: { id: 1, name: 'North' }, categories: [] }),
    business({ id: 8, name: 'Bolt Electric', region: { id: 2, name: 'South' }, categories: [] }),
  ];
  server.use(http.get(`${API}/businesses`, () => HttpResponse.json({ data: rows })));
  return (id: number, name: string) => {
    rows = rows.map((row) => (row.id === id ? { ...row, name } : row));
  };
}

describe('the signed-in console with live updates', () => {
  it('shows a business another admin renamed on the open list, without navigating', async () => {
    const rename = serveBusinesses();
    const connections = serveEventStream();
    const { store } = renderApp('/businesses', { liveUpdates: true });
    await screen.findByRole('table', { name: 'Businesses' });
    const table = () => screen.getByRole('table', { name: 'Businesses' });
    await waitFor(() => expect(tableFirstCells(table())).toEqual(['Acme Plumbing', 'Bolt Electric']));
    await waitFor(() => expect(store.getState().live.mode).toBe('live'));

    rename(8, 'Bolt Electrical');
    connections[0]?.send(changeEvent(1, { model: 'BUSINESS', id: 8, action: 'UPDATE', actor: 2 }));

    await waitFor(() => expect(tableFirstCells(table())).toEqual(['Acme Plumbing', 'Bolt Electrical']));
  });

  it('closes the stream at sign-out', async () => {
    serveBusinesses();
    const connections = serveEventStream();
    const { router, store } = renderApp('/businesses', { liveUpdates: true });
    await screen.findByRole('table', { name: 'Businesses' });
    await waitFor(() => expect(store.getState().live.mode).toBe('live'));
    const seen = recordRequests();

    await act(() => router.navigate('/logout'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(connections[0]?.closed).toBe(true));
    await letTimePass(1200);
    expect(connections).toHaveLength(1);
    expect(lines(seen)).toEqual(['POST /auth/logout']);
  });

  it('shows nothing of a backend without the extension: no message, no alert, one request', async () => {
    serveBusinesses();
    server.use(http.get(`${API}/events`, () => new HttpResponse('Not found', { status: 404 })));
    const seen = recordRequests();
    const { store } = renderApp('/businesses', { liveUpdates: true });
    const table = await screen.findByRole('table', { name: 'Businesses' });
    await waitFor(() => expect(store.getState().live.mode).toBe('unavailable'));
    await letTimePass(1200);
    expect(lines(seen).filter((line) => line.startsWith('GET /events'))).toEqual(['GET /events']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(table).getByText('Acme Plumbing')).toBeInTheDocument();
  });
});
