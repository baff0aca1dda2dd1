/**
 * Live updates: a change event refetches what is on screen, by the refetch rules. The stream
 * itself (reconnecting, ending, a backend without events) is in liveUpdatesConnection.test.ts.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api as businessesApi } from '../endpoints/businesses';
import { changeEvent, serveEventStream } from '../../test/eventStream';
import {
  ADMIN_ID,
  dataRequests,
  expectAsked,
  liveConsole,
  openLiveConsole,
  settle,
  stopLiveConsoles,
} from '../../test/liveConsole';
import { API, lines, recordRequests, server } from '../../test/msw';

afterEach(stopLiveConsoles);

describe('live updates: change events refetch what is on screen, by the refetch rules', () => {
  it('opens one stream with the session token in x-auth-token, never in the URL', async () => {
    const seen = recordRequests();
    const { connections } = await openLiveConsole();
    expect(connections).toHaveLength(1);
    expect(connections[0]?.token).toBe('admin-token');
    expect(lines(seen).filter((line) => line.startsWith('GET /events'))).toEqual(['GET /events']);
  });

  it.each([
    [
      'a business renamed: the business, the businesses list, regions and referrals, the log',
      { model: 'BUSINESS', id: 1, action: 'UPDATE' } as const,
      [
        'GET /businesses',
        'GET /businesses/1',
        'GET /logs',
        'GET /referrals',
        'GET /referrals/1?extended=true',
        'GET /regions/1?extended=true',
      ],
    ],
    [
      'a business created elsewhere (its region unknown): the list, every region, the dashboard count',
      { model: 'BUSINESS', id: 9, action: 'CREATE' } as const,
      ['GET /businesses', 'GET /dashboard', 'GET /logs', 'GET /regions/1?extended=true'],
    ],
    [
      'a transaction (its referral unknown): every referral detail and the dashboard',
      { model: 'TRANSACTION', id: 4, action: 'CREATE' } as const,
      ['GET /dashboard', 'GET /logs', 'GET /referrals/1?extended=true'],
    ],
    [
      'a user invited (its business unknown): the invitations, every business, the dashboard',
      { model: 'USER', id: 5, action: 'CREATE' } as const,
      ['GET /businesses', 'GET /businesses/1', 'GET /dashboard', 'GET /logs', 'GET /unverified'],
    ],
    [
      'a category renamed: businesses show their categories by name',
      { model: 'CATEGORY', id: 3, action: 'UPDATE' } as const,
      ['GET /businesses', 'GET /businesses/1', 'GET /logs'],
    ],
  ])('%s', async (_name, event, expected) => {
    const { store, stream } = await openLiveConsole();
    const seen = recordRequests();
    stream?.send(changeEvent(1, { ...event, actor: 2 }));
    await expectAsked(store, () => dataRequests(seen), expected);
  });

  it('skips a heartbeat, an unknown model and a malformed event without refetching', async () => {
    const { store, stream } = await openLiveConsole();
    const seen = recordRequests();
    stream?.send(': ping\n\n');
    stream?.send('id: 2\nevent: change\ndata: {"model":"PLANET","id":1,"action":"UPDATE"}\n\n');
    stream?.send('id: 3\nevent: change\ndata: not json\n\n');
    await expectAsked(store, () => dataRequests(seen), []);
  });

  it('an import, sent as one bulk event, refetches the businesses list, every region and the dashboard once', async () => {
    const { store, stream } = await openLiveConsole();
    const seen = recordRequests();
    stream?.send(
      'id: 4\nevent: bulk\ndata: {"model":"BUSINESS","action":"IMPORT","count":10000,"actor":2,"at":"2026-11-27T10:00:00.000Z"}\n\n',
    );
    stream?.send('id: 5\nevent: bulk\ndata: {"model":"PLANET","action":"IMPORT","count":1}\n\n');
    await expectAsked(store, () => dataRequests(seen), [
      'GET /businesses',
      'GET /dashboard',
      'GET /logs',
      'GET /regions/1?extended=true',
    ]);
  });

  it('batches a burst of 1,000 changes into one refetch of each query shown', async () => {
    const { store, stream } = await openLiveConsole();
    const seen = recordRequests();
    const burst = Array.from({ length: 1000 }, (_, index) =>
      changeEvent(index + 1, { model: 'BUSINESS', id: index + 1, action: 'UPDATE', actor: 2 }),
    );
    stream?.send(burst.join(''));
    await expectAsked(store, () => dataRequests(seen), [
      'GET /businesses',
      'GET /businesses/1',
      'GET /logs',
      'GET /referrals',
      'GET /referrals/1?extended=true',
      'GET /regions/1?extended=true',
    ]);
  });

  it('refetches only the page of a paged list that is shown, not the pages seen before', async () => {
    server.use(
      http.get(`${API}/businesses`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          data: [{ id: page, name: `Page ${page}` }],
          meta: { total: 60, page, pageSize: 20, nextCursor: null },
        });
      }),
    );
    const connections = serveEventStream();
    const store = liveConsole();
    const first = store.dispatch(businessesApi.endpoints.getBusinesses.initiate({ pageSize: 20, page: 1 }));
    await first;
    first.unsubscribe();
    await store.dispatch(businessesApi.endpoints.getBusinesses.initiate({ pageSize: 20, page: 2 }));
    await waitFor(() => expect(store.getState().live.mode).toBe('live'));
    await settle(store);

    const seen = recordRequests();
    connections[0]?.send(changeEvent(1, { model: 'BUSINESS', id: 1, action: 'UPDATE', actor: 2 }));
    await expectAsked(store, () => dataRequests(seen), ['GET /businesses?pageSize=20&page=2']);
  });

  it("counts another admin's change to a record for its edit form, but not the admin's own", async () => {
    const { store, stream } = await openLiveConsole();
    stream?.send(changeEvent(1, { model: 'BUSINESS', id: 7, action: 'UPDATE', actor: 2 }));
    stream?.send(changeEvent(2, { model: 'BUSINESS', id: 8, action: 'UPDATE', actor: ADMIN_ID }));
    await settle(store);
    expect(store.getState().live.changedByOthers).toEqual({ 'BUSINESS:7': 1 });
  });
});
