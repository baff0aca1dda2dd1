import { http, HttpResponse } from 'msw';
import { createAppStore, type AppStore } from '../store/store';
import { testEnvironment } from '../test/environment';
import { API, lines, recordRequests, server } from '../test/msw';
import { baseApi } from './baseApi';
import { api as authApi } from './endpoints/auth';
import { api as businessesApi } from './endpoints/businesses';
import { api as categoriesApi } from './generated/categories';
import { api as dashboardApi } from './endpoints/dashboard';
import { api as logsApi } from './endpoints/logs';
import { api as referralsApi } from './endpoints/referrals';
import { api as regionsApi } from './generated/regions';
import { api as transactionsApi } from './endpoints/transactions';
import { api as usersApi } from './endpoints/users';

/** Answers every call: lists hold one row with id 1, everything else is one record. */
function answerEverything() {
  server.use(
    http.all(`${API}/*`, ({ request }) => {
      const { pathname } = new URL(request.url);
      if (request.method !== 'GET') return HttpResponse.json({ data: { id: 1 }, message: 'Done' });
      const isList = !/\/\d+$/.test(pathname) && !pathname.endsWith('/dashboard');
      return HttpResponse.json({ data: isList ? [{ id: 1, name: 'One' }] : { id: 1, name: 'One' } });
    }),
  );
}

/** What the open screens are showing: one subscription per cached query. */
function showEveryScreen(store: AppStore) {
  store.dispatch(dashboardApi.endpoints.getDashboard.initiate());
  store.dispatch(logsApi.endpoints.getLogs.initiate({}));
  store.dispatch(regionsApi.endpoints.getRegions.initiate());
  store.dispatch(regionsApi.endpoints.getRegion.initiate({ id: 1, extended: true }));
  store.dispatch(regionsApi.endpoints.getRegion.initiate({ id: 2, extended: true }));
  store.dispatch(businessesApi.endpoints.getBusinesses.initiate({}));
  store.dispatch(businessesApi.endpoints.getBusiness.initiate({ id: 1 }));
  store.dispatch(categoriesApi.endpoints.getCategories.initiate());
  store.dispatch(categoriesApi.endpoints.getCategory.initiate({ id: 1 }));
  store.dispatch(referralsApi.endpoints.getReferrals.initiate({}));
  store.dispatch(referralsApi.endpoints.getReferrals.initiate({ business: 1 }));
  store.dispatch(referralsApi.endpoints.getReferral.initiate({ id: 1, extended: true }));
  store.dispatch(transactionsApi.endpoints.getTransaction.initiate({ id: 1 }));
  store.dispatch(usersApi.endpoints.getUsers.initiate({}));
  store.dispatch(usersApi.endpoints.getUser.initiate({ id: 1 }));
  store.dispatch(usersApi.endpoints.getUnverifiedUsers.initiate());
}

/** Waits until no query is in flight any more (refetches included). */
async function settle(store: AppStore) {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.all(running);
  }
}

const DASHBOARD = 'GET /dashboard';
const LOGS = 'GET /logs';
const REGIONS = ['GET /regions', 'GET /regions/1?extended=true', 'GET /regions/2?extended=true'];
const BUSINESSES = ['GET /businesses', 'GET /businesses/1'];
const REFERRALS = ['GET /referrals', 'GET /referrals/1?extended=true', 'GET /referrals?business=1'];

type Case = [string, (store: AppStore) => Promise<unknown>, string[]];

const cases: Case[] = [
  [
    'createRegion',
    (s) => s.dispatch(regionsApi.endpoints.createRegion.initiate({ regionInput: { name: 'N' } })),
    ['GET /regions', DASHBOARD, LOGS],
  ],
  [
    'updateRegion',
    (s) => s.dispatch(regionsApi.endpoints.updateRegion.initiate({ id: 1, regionInput: { name: 'N' } })),
    ['GET /regions', 'GET /regions/1?extended=true', ...BUSINESSES, LOGS],
  ],
  [
    'deleteRegion (clears every region cache, and what a cascading backend deletes with it)',
    (s) => s.dispatch(regionsApi.endpoints.deleteRegion.initiate({ id: 1 })),
    [
      ...REGIONS,
      ...BUSINESSES,
      ...REFERRALS,
      'GET /transactions/1',
      'GET /users',
      'GET /users/1',
      DASHBOARD,
      LOGS,
    ],
  ],
  [
    'createBusiness',
    (s) =>
      s.dispatch(
        businessesApi.endpoints.createBusiness.initiate({
          businessInput: { name: 'B', regionId: 2, categories: [] },
        }),
      ),
    ['GET /businesses', 'GET /regions/2?extended=true', DASHBOARD, LOGS],
  ],
  [
    'importBusinesses, dry run (writes nothing)',
    (s) =>
      s.dispatch(
        businessesApi.endpoints.importBusinesses.initiate({
          businessImportRequest: {
            dryRun: true,
            rows: [{ line: 2, name: 'B', region: 'R', categories: [] }],
          },
        }),
      ),
    [],
  ],
  [
    'importBusinesses, commit (businesses in any region)',
    (s) =>
      s.dispatch(
        businessesApi.endpoints.importBusinesses.initiate({
          businessImportRequest: {
            dryRun: false,
            rows: [{ line: 2, name: 'B', region: 'R', categories: [] }],
          },
        }),
      ),
    ['GET /businesses', ...REGIONS, DASHBOARD, LOGS],
  ],
  [
    'updateBusiness',
    (s) =>
      s.dispatch(
        businessesApi.endpoints.updateBusiness.initiate({
          id: 1,
          businessInput: { name: 'B', regionId: 1, categories: [] },
        }),
      ),
    [...BUSINESSES, ...REGIONS, ...REFERRALS, LOGS],
  ],
  [
    'deleteBusiness',
    (s) => s.dispatch(businessesApi.endpoints.deleteBusiness.initiate({ id: 1 })),
    // A backend may delete the business's referrals with it: every referral cache and the transaction.
    // Never the deleted business itself: its page is still showing when the answer comes.
    [
      'GET /businesses',
      ...REGIONS,
      ...REFERRALS,
      'GET /transactions/1',
      'GET /users',
      'GET /users/1',
      DASHBOARD,
      LOGS,
    ],
  ],
  [
    'addBusinessUser',
    (s) =>
      s.dispatch(
        businessesApi.endpoints.addBusinessUser.initiate({
          businessUserRequest: { userId: 1, businessId: 1 },
        }),
      ),
    [...BUSINESSES, 'GET /users/1', LOGS],
  ],
  [
    'removeBusinessUser',
    (s) => s.dispatch(businessesApi.endpoints.removeBusinessUser.initiate({ businessId: 1, userId: 1 })),
    ['GET /businesses/1', 'GET /users/1', LOGS],
  ],
  [
    'createCategory',
    (s) => s.dispatch(categoriesApi.endpoints.createCategory.initiate({ categoryInput: { name: 'C' } })),
    ['GET /categories', DASHBOARD, LOGS],
  ],
  [
    'updateCategory',
    (s) =>
      s.dispatch(
        categoriesApi.endpoints.updateCategory.initiate({ id: 1, categoryInput: { id: 1, name: 'C' } }),
      ),
    ['GET /categories', 'GET /categories/1', ...BUSINESSES, LOGS],
  ],
  [
    'deleteCategory',
    (s) => s.dispatch(categoriesApi.endpoints.deleteCategory.initiate({ id: 1 })),
    // Not GET /categories/1: the category is gone (a 404), and its page is leaving.
    ['GET /categories', ...BUSINESSES, DASHBOARD, LOGS],
  ],
  [
    'createReferral',
    (s) =>
      s.dispatch(
        referralsApi.endpoints.createReferral.initiate({
          referralCreate: {
            firstName: 'A',
            mobile: '1',
            businessName: 'B',
            importance: 'Hot',
            referrer: 1,
            referredTo: 2,
          },
        }),
      ),
    ['GET /referrals', 'GET /referrals?business=1', DASHBOARD, LOGS],
  ],
  [
    'updateReferral (invalidates every referral cache)',
    (s) =>
      s.dispatch(
        referralsApi.endpoints.updateReferral.initiate({ id: 1, referralPatch: { firstName: 'A' } }),
      ),
    [...REFERRALS, LOGS],
  ],
  [
    'deleteReferral',
    (s) => s.dispatch(referralsApi.endpoints.deleteReferral.initiate({ id: 1 })),
    [...REFERRALS, DASHBOARD, LOGS],
  ],
  [
    'createTransaction (refreshes its referral and the dashboard)',
    (s) =>
      s.dispatch(
        transactionsApi.endpoints.createTransaction.initiate({
          transactionCreate: { amount: 10, date: '2026-01-01', referralId: 1 },
        }),
      ),
    ['GET /referrals/1?extended=true', DASHBOARD, LOGS],
  ],
  [
    'updateTransaction (refreshes its referral and the dashboard)',
    (s) =>
      s.dispatch(
        transactionsApi.endpoints.updateTransaction.initiate({
          id: 1,
          transactionUpdate: { amount: 10, date: '2026-01-01', transactionId: 1, referralId: 1 },
        }),
      ),
    ['GET /referrals/1?extended=true', 'GET /transactions/1', DASHBOARD, LOGS],
  ],
  [
    'deleteTransaction (refreshes the referral details and the dashboard)',
    (s) => s.dispatch(transactionsApi.endpoints.deleteTransaction.initiate({ id: 1 })),
    ['GET /referrals/1?extended=true', 'GET /transactions/1', DASHBOARD, LOGS],
  ],
  [
    'registerUser',
    (s) =>
      s.dispatch(
        usersApi.endpoints.registerUser.initiate({
          registerRequest: { email: 'a@b.co', firstName: 'A', lastName: 'B', mobile: '1', isAdmin: false },
        }),
      ),
    ['GET /unverified', DASHBOARD, LOGS],
  ],
  [
    'registerUser with a business',
    (s) =>
      s.dispatch(
        usersApi.endpoints.registerUser.initiate({
          registerRequest: {
            email: 'a@b.co',
            firstName: 'A',
            lastName: 'B',
            mobile: '1',
            isAdmin: false,
            business: 1,
          },
        }),
      ),
    ['GET /businesses/1', 'GET /unverified', DASHBOARD, LOGS],
  ],
  [
    'updateUser',
    (s) =>
      s.dispatch(
        usersApi.endpoints.updateUser.initiate({
          id: 1,
          userUpdate: {
            email: 'a@b.co',
            firstName: 'A',
            lastName: 'B',
            mobile: '1',
            isAdmin: false,
            isActive: true,
          },
        }),
      ),
    [...BUSINESSES, 'GET /users', 'GET /users/1', 'GET /unverified', LOGS],
  ],
  [
    'deleteUser',
    (s) => s.dispatch(usersApi.endpoints.deleteUser.initiate({ id: 1 })),
    [...BUSINESSES, DASHBOARD, 'GET /users', 'GET /unverified', LOGS],
  ],
  [
    'deleteUnverifiedUser',
    (s) => s.dispatch(usersApi.endpoints.deleteUnverifiedUser.initiate({ id: 1 })),
    ['GET /unverified', DASHBOARD, LOGS],
  ],
  [
    'resendVerification',
    (s) => s.dispatch(authApi.endpoints.resendVerification.initiate({ emailRequest: { email: 'a@b.co' } })),
    [LOGS],
  ],
  [
    'requestPasswordReset',
    (s) => s.dispatch(authApi.endpoints.requestPasswordReset.initiate({ emailRequest: { email: 'a@b.co' } })),
    [],
  ],
];

describe('refetch rules: after a change exactly the stale queries on screen are fetched again', () => {
  it.each(cases)('%s', async (_name, mutate, expected) => {
    answerEverything();
    const { store } = createAppStore(testEnvironment());
    showEveryScreen(store);
    await settle(store);

    const seen = recordRequests();
    await mutate(store);
    await settle(store);

    const refetches = lines(seen).filter((line) => line.startsWith('GET '));
    expect(refetches.sort()).toEqual([...expected].sort());
  });

  it('refetches nothing when the change fails', async () => {
    answerEverything();
    const { store } = createAppStore(testEnvironment());
    showEveryScreen(store);
    await settle(store);
    server.use(
      http.delete(`${API}/regions/1`, () => HttpResponse.json({ message: 'In use' }, { status: 409 })),
    );

    const seen = recordRequests();
    await store.dispatch(regionsApi.endpoints.deleteRegion.initiate({ id: 1 }));
    await settle(store);

    expect(lines(seen)).toEqual(['DELETE /regions/1']);
  });

  it('serves a page shown again within 60 s from the cache, without a request', async () => {
    answerEverything();
    const { store } = createAppStore(testEnvironment());
    const first = store.dispatch(regionsApi.endpoints.getRegions.initiate());
    await first;
    first.unsubscribe();

    const seen = recordRequests();
    const again = await store.dispatch(regionsApi.endpoints.getRegions.initiate());
    expect(again.data).toEqual({ data: [{ id: 1, name: 'One' }] });
    expect(seen).toHaveLength(0);
  });
});
