import { http, HttpResponse } from 'msw';
import { apiStore } from '../test/apiStore';
import { API, recordRequests, server } from '../test/msw';
import { businesses } from '../test/fixtures/businesses';
import { referral } from '../test/fixtures/referrals';
import { ada } from '../test/fixtures/users';
import { api as businessesApi } from './endpoints/businesses';
import { api as referralsApi } from './endpoints/referrals';
import { api as usersApi } from './endpoints/users';
import { businessList } from './lists/businessList';
import { referralList } from './lists/referralList';
import { userList } from './lists/userList';
import type { PageRequest } from './serverList';

/** Every list answers an empty page. */
function answerPages() {
  server.use(
    http.get(`${API}/*`, () =>
      HttpResponse.json({ data: [], meta: { total: 0, page: 1, pageSize: 20, nextCursor: null } }),
    ),
  );
}

const firstPage: PageRequest = { pageSize: 20, page: 1, search: '', sort: null, filters: {} };

/** The query string a list's page request sends, as key=value pairs. */
async function sentFor(send: (store: ReturnType<typeof apiStore>) => PromiseLike<unknown>) {
  answerPages();
  const store = apiStore();
  const seen = recordRequests();
  await send(store);
  return seen.map((request) => `${request.path}${request.search}`);
}

describe('the paged lists’ requests, in the contract’s terms', () => {
  it('asks for a page by its number and size, with nothing else when nothing narrows it', async () => {
    expect(
      await sentFor((store) =>
        store.dispatch(businessList.initiate(businessList.page(firstPage), { subscribe: false })),
      ),
    ).toEqual(['/businesses?pageSize=20&page=1']);
  });

  it('sends the search and a sort by a column the server knows, either way', async () => {
    expect(
      await sentFor(async (store) => {
        await store.dispatch(
          userList.initiate(
            userList.page({ ...firstPage, search: 'ada', sort: { key: 'email', order: 'ascend' } }),
            { subscribe: false },
          ),
        );
        await store.dispatch(
          businessList.initiate(
            businessList.page({ ...firstPage, page: 3, sort: { key: 'region', order: 'descend' } }),
            { subscribe: false },
          ),
        );
      }),
    ).toEqual([
      '/users?pageSize=20&page=1&q=ada&sort=email&order=asc',
      '/businesses?pageSize=20&page=3&sort=region&order=desc',
    ]);
  });

  it('leaves out a sort by a column the server does not sort by', async () => {
    const [sent] = await sentFor((store) =>
      store.dispatch(
        userList.initiate(userList.page({ ...firstPage, sort: { key: 'business', order: 'ascend' } }), {
          subscribe: false,
        }),
      ),
    );
    expect(new URLSearchParams(sent?.split('?')[1]).get('sort')).toBeNull();
  });

  it('asks for the page holding a record, or the one after a cursor', async () => {
    expect(
      await sentFor(async (store) => {
        await store.dispatch(
          businessList.initiate(businessList.page({ ...firstPage, page: undefined, locate: 42 }), {
            subscribe: false,
          }),
        );
        await store.dispatch(
          businessList.initiate(businessList.page({ ...firstPage, page: undefined, cursor: 'abc' }), {
            subscribe: false,
          }),
        );
      }),
    ).toEqual(['/businesses?pageSize=20&locate=42', '/businesses?pageSize=20&cursor=abc']);
  });

  it('filters referrals by an importance it knows, and ignores any other', async () => {
    expect(
      await sentFor(async (store) => {
        await store.dispatch(
          referralList.initiate(
            referralList.page({
              ...firstPage,
              sort: { key: 'importance', order: 'descend' },
              filters: { importance: 'Hot' },
            }),
            { subscribe: false },
          ),
        );
        await store.dispatch(
          referralList.initiate(referralList.page({ ...firstPage, filters: { importance: 'Urgent' } }), {
            subscribe: false,
          }),
        );
      }),
    ).toEqual([
      '/referrals?pageSize=20&page=1&sort=importance&order=desc&importance=Hot',
      '/referrals?pageSize=20&page=1',
    ]);
  });

  it('reads the whole list with no parameters', async () => {
    expect(
      await sentFor(async (store) => {
        await store.dispatch(businessList.initiate(businessList.whole, { subscribe: false }));
        await store.dispatch(referralList.initiate(referralList.whole, { subscribe: false }));
        await store.dispatch(userList.initiate(userList.whole, { subscribe: false }));
      }),
    ).toEqual(['/businesses', '/referrals', '/users']);
  });

  it('keeps a whole list answered to a page request where the whole-list call finds it', async () => {
    const store = apiStore();
    const seen = recordRequests();
    store.dispatch(businessList.keepWhole({ data: businesses.slice(0, 1) }));
    store.dispatch(referralList.keepWhole({ data: [referral] }));
    store.dispatch(userList.keepWhole({ data: [ada] }));
    const read = await Promise.all([
      store.dispatch(businessesApi.endpoints.getBusinesses.initiate({})),
      store.dispatch(referralsApi.endpoints.getReferrals.initiate({})),
      store.dispatch(usersApi.endpoints.getUsers.initiate({})),
    ]);
    expect(read.map((answer) => answer.data?.data.map((row) => row.id))).toEqual([[7], [1], [1]]);
    expect(seen).toEqual([]);
  });
});
