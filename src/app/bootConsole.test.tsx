import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { API, lines, offering, recordRequests, server } from '../test/msw';
import { answerHistory } from '../test/answers';
import { business } from '../test/fixtures/businesses';
import { emptyDashboard } from '../test/fixtures/dashboard';
import { acmeRenamedTwice } from '../test/fixtures/history';
import { logEntries } from '../test/fixtures/logs';
import { storeSession } from '../test/session';
import { bootConsole } from './bootConsole';

/**
 * A bookmarked page on a cold load (index.html's script): the page's first request leaves with
 * its code, before the console renders, and the page finds it in the cache: one request.
 */

let root: Root | null = null;

async function openConsoleAt(path: string) {
  window.history.replaceState(null, '', path);
  const seen = recordRequests();
  const { element } = await bootConsole();
  const beforeRender = lines(seen);
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(element);
  });
  return { seen, beforeRender };
}

const apiCalls = (seen: Parameters<typeof lines>[0], path: string) =>
  lines(seen).filter((line) => line.startsWith(`GET ${path}`));

beforeEach(() => {
  server.use(
    // A backend without the events extension.
    http.get(`${API}/events`, () => new HttpResponse(null, { status: 404 })),
    http.get(`${API}/dashboard`, () =>
      HttpResponse.json({ data: { ...emptyDashboard, businessCount: 1234 } }),
    ),
    http.get(`${API}/logs`, () =>
      HttpResponse.json({ data: logEntries, meta: { total: logEntries.length, page: 1, pageSize: 20 } }),
    ),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('a bookmarked page on a cold load', () => {
  it('asks for the log’s first page before the console renders, and asks once', async () => {
    storeSession();
    const { seen, beforeRender } = await openConsoleAt('/logs');
    expect(beforeRender).toEqual(['GET /logs?pageSize=20&page=1&sort=date&order=desc']);
    // The file's first render loads the console's modules, and antd's Table once the rows show.
    expect(await screen.findByText('Updated business Acme', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(apiCalls(seen, '/logs')).toEqual(['GET /logs?pageSize=20&page=1&sort=date&order=desc']);
  });

  it('asks for the dashboard’s figures before it renders, and asks once', async () => {
    storeSession();
    const { seen, beforeRender } = await openConsoleAt('/dashboard');
    expect(beforeRender).toEqual(['GET /dashboard']);
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(apiCalls(seen, '/dashboard')).toEqual(['GET /dashboard']);
  });

  it('asks for a detail page’s record before it renders, its history’s first page once discovery offers it, each once', async () => {
    storeSession();
    server.use(offering('paging', 'history'));
    answerHistory(() => acmeRenamedTwice);
    server.use(
      http.get(`${API}/businesses/7`, () =>
        HttpResponse.json({ data: business({ id: 7, name: 'Acme Plumbing' }) }),
      ),
      http.get(`${API}/referrals`, () => HttpResponse.json({ data: [] })),
      // The history names the region and categories it changed.
      http.get(`${API}/regions`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/categories`, () => HttpResponse.json({ data: [] })),
    );
    const { seen, beforeRender } = await openConsoleAt('/businesses/7');
    // The history waits for discovery, which the first render does not wait for.
    expect(beforeRender).toEqual(['GET /businesses/7']);
    expect(await screen.findByRole('heading', { name: 'Acme Plumbing' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Changes' })).toBeInTheDocument();
    expect(apiCalls(seen, '/businesses/7')).toEqual(['GET /businesses/7']);
    expect(apiCalls(seen, '/history')).toEqual(['GET /history?model=BUSINESS&id=7&pageSize=20&page=1']);
  });

  it('asks for a record early as its page asks for it (a region with its businesses), once', async () => {
    storeSession();
    server.use(offering('paging', 'history'));
    answerHistory(() => []);
    server.use(
      http.get(`${API}/regions/4`, () =>
        HttpResponse.json({ data: { id: 4, name: 'Northern Rivers', businesses: [] } }),
      ),
    );
    const { seen, beforeRender } = await openConsoleAt('/regions/4');
    expect(beforeRender).toEqual(['GET /regions/4?extended=true']);
    expect(await screen.findByRole('heading', { name: 'Northern Rivers' })).toBeInTheDocument();
    expect(await screen.findByText('No changes recorded')).toBeInTheDocument();
    expect(apiCalls(seen, '/regions/4')).toEqual(['GET /regions/4?extended=true']);
    expect(apiCalls(seen, '/history')).toEqual(['GET /history?model=REGION&id=4&pageSize=20&page=1']);
  });

  it('asks for nothing early when the address names no record', async () => {
    storeSession();
    const { seen, beforeRender } = await openConsoleAt('/regions/north');
    expect(beforeRender).toEqual([]);
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(apiCalls(seen, '/regions')).toEqual([]);
  });

  it('leaves an address with a query of its own to the page', async () => {
    storeSession();
    const { seen, beforeRender } = await openConsoleAt('/logs?q=acme');
    expect(beforeRender).toEqual([]);
    expect(await screen.findByText('Updated business Acme')).toBeInTheDocument();
    expect(apiCalls(seen, '/logs')).toEqual(['GET /logs?pageSize=20&page=1&q=acme&sort=date&order=desc']);
  });

  it('asks for nothing without a session, and goes to /login', async () => {
    const { seen } = await openConsoleAt('/logs');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(lines(seen)).toEqual([]);
  });

  it('ends a session the server no longer accepts, though its 401 came before the router', async () => {
    storeSession();
    server.use(
      http.get(`${API}/logs`, () => HttpResponse.json({ message: 'Session expired' }, { status: 401 })),
    );
    await openConsoleAt('/logs');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
