import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Business } from '../../api/endpoints/businesses';
import type { Revision } from '../../api/endpoints/history';
import { answerHistory } from '../../test/answers';
import { business } from '../../test/fixtures/businesses';
import { acmeRenamedTwice, revision } from '../../test/fixtures/history';
import { referral, storedTransaction } from '../../test/fixtures/referrals';
import { bob } from '../../test/fixtures/users';
import { API, countDiscoveries, lines, offering, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { storeSession } from '../../test/session';
import { letTimePass } from '../../test/timers';

// The backend offers history (and record versions, which a revert sends back as If-Match).
beforeEach(() => {
  storeSession();
  server.use(offering('paging', 'record-versions', 'history', 'events', 'import'));
});

const acme = business({
  id: 7,
  name: 'Acme Plumbing',
  region: { id: 1, name: 'North' },
  categories: [{ id: 1, name: 'Plumbing' }],
});

/** The names a history resolves ids to. */
function answerNames() {
  server.use(
    http.get(`${API}/regions`, () =>
      HttpResponse.json({
        data: [
          { id: 1, name: 'North' },
          { id: 2, name: 'South' },
        ],
      }),
    ),
    http.get(`${API}/categories`, () =>
      HttpResponse.json({
        data: [
          { id: 1, name: 'Plumbing' },
          { id: 4, name: 'Gas' },
        ],
      }),
    ),
    http.get(`${API}/businesses/:id`, ({ params }) => {
      const names: Record<string, string> = { '7': 'Acme Plumbing', '8': 'Bolt Electric' };
      const name = names[String(params.id)];
      return name
        ? HttpResponse.json({ data: business({ id: Number(params.id), name }) })
        : HttpResponse.json({ message: 'Business not found' }, { status: 404 });
    }),
  );
}

/** Business 7 as `current()` says, versioned "3"; its PUT records the If-Match it was sent. */
function serveAcme(current: () => Business = () => acme, put?: () => Response) {
  const ifMatch: (string | null)[] = [];
  server.use(
    http.get(`${API}/businesses/7`, () =>
      HttpResponse.json({ data: current() }, { headers: { ETag: '"3"' } }),
    ),
    http.get(`${API}/referrals`, () => HttpResponse.json({ data: [] })),
    http.put(`${API}/businesses/7`, ({ request }) => {
      ifMatch.push(request.headers.get('If-Match'));
      return put ? put() : HttpResponse.json({ data: acme }, { headers: { ETag: '"4"' } });
    }),
  );
  return ifMatch;
}

/** The change lines of the History section, as a user reads them, newest revision first. */
async function changeLines(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Changes' });
  return [...list.querySelectorAll('ul > li')].map((item) => item.textContent ?? '');
}

async function revertNewest(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('list', { name: 'Changes' });
  const [newest] = screen.getAllByRole('button', { name: /Revert this change/ });
  if (!newest) throw new Error('no Revert button');
  await user.click(newest);
  const dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
  expect(dialog).toHaveTextContent('Name: Acme Plumbing → Acme Two');
  await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
}

describe('the History section of a detail page', () => {
  it('lists a business renamed twice, newest first, with who and when', async () => {
    serveAcme();
    answerNames();
    answerHistory(() => acmeRenamedTwice);
    const seen = recordRequests();
    renderApp('/businesses/7');
    // The section's chunk compiles during the file's first test.
    expect(await screen.findByRole('heading', { name: 'History' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(async () =>
      expect(await changeLines()).toEqual([
        'Name: Acme Two → Acme Plumbing',
        'Name: Acme → Acme Two',
        'Name: Acme',
        'Region: North',
        'Categories: Plumbing, Gas',
      ]),
    );
    const list = screen.getByRole('list', { name: 'Changes' });
    expect(list).toHaveTextContent('Changed 6 March, 2024 09:30 AM by Bob Builder');
    expect(list).toHaveTextContent('Changed 5 March, 2024 03:04 PM by Bob Builder');
    expect(list).toHaveTextContent('Created 1 March, 2024 08:00 AM by User deleted');
    for (const link of within(list).getAllByRole('link', { name: 'Bob Builder' }))
      expect(link).toHaveAttribute('href', '/users/2');
    // Only UPDATEs can be reverted; the first page only is asked for.
    expect(within(list).getAllByRole('button', { name: /Revert this change/ })).toHaveLength(2);
    expect(lines(seen)).toContain('GET /history?model=BUSINESS&id=7&pageSize=20&page=1');
  });

  it('shows each kind of field in the console’s format', async () => {
    answerNames();
    const changes: Revision[] = [
      revision({
        version: 5,
        model: 'BUSINESS',
        recordId: 7,
        changes: [
          { field: 'regionId', from: 1, to: 2 },
          { field: 'categories', from: [1], to: [1, 4] },
        ],
      }),
    ];
    answerHistory(() => changes);
    serveAcme();
    renderApp('/businesses/7');
    await waitFor(async () =>
      expect(await changeLines()).toEqual(['Region: North → South', 'Categories: Plumbing → Plumbing, Gas']),
    );
  });

  it('shows a referral’s importance as its tags, and businesses by name', async () => {
    answerNames();
    server.use(http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })));
    answerHistory(() => [
      revision({
        version: 2,
        model: 'REFERRAL',
        recordId: 1,
        changes: [
          { field: 'importance', from: 'Low', to: 'Hot' },
          { field: 'referredTo', from: 7, to: 8 },
          { field: 'lastName', from: null, to: 'Hopper' },
        ],
      }),
    ]);
    renderApp('/referrals/1');
    await waitFor(async () =>
      expect(await changeLines()).toEqual([
        'Importance: Low → Hot',
        'Referred To: Acme Plumbing → Bolt Electric',
        'Last Name: (empty) → Hopper',
      ]),
    );
    const list = screen.getByRole('list', { name: 'Changes' });
    expect(within(list).getByText('Low')).toHaveClass('ant-tag');
    expect(within(list).getByText('Hot')).toHaveClass('ant-tag');
    expect(within(list).getByRole('link', { name: 'Bolt Electric' })).toHaveAttribute(
      'href',
      '/businesses/8',
    );
  });

  it('shows a user’s flags as Yes/No and the business by name', async () => {
    answerNames();
    server.use(http.get(`${API}/users/2`, () => HttpResponse.json({ data: bob })));
    answerHistory(() => [
      revision({
        version: 4,
        model: 'USER',
        recordId: 2,
        actor: null,
        changes: [
          { field: 'isAdmin', from: true, to: false },
          { field: 'isActive', from: false, to: true },
          { field: 'business', from: 8, to: 7 },
        ],
      }),
    ]);
    renderApp('/users/2');
    await waitFor(async () =>
      expect(await changeLines()).toEqual([
        'Admin: Yes → No',
        'Active: No → Yes',
        'Business: Bolt Electric → Acme Plumbing',
      ]),
    );
    expect(screen.getByRole('list', { name: 'Changes' })).toHaveTextContent('by User deleted');
  });

  it('shows a transaction’s money as money and dates as dates, on its edit page, read-only', async () => {
    server.use(
      http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })),
      http.get(`${API}/transactions/11`, () =>
        HttpResponse.json({ data: storedTransaction(11, 1250.5, '2024-03-06') }),
      ),
    );
    answerHistory(() => [
      revision({
        version: 2,
        model: 'TRANSACTION',
        recordId: 11,
        changes: [
          { field: 'amount', from: 1250, to: 1250.5 },
          { field: 'date', from: '2024-03-05', to: '2024-03-06' },
        ],
      }),
    ]);
    renderApp('/referrals/1/transaction/11');
    expect(await changeLines()).toEqual([
      'Amount: $1,250 → $1,250.50',
      'Date: 5 March, 2024 → 6 March, 2024',
    ]);
    expect(screen.queryByRole('button', { name: /Revert this change/ })).not.toBeInTheDocument();
  });

  it('shows nothing at all, and asks nothing, when discovery does not offer history', async () => {
    server.use(offering('paging', 'record-versions'));
    serveAcme();
    const seen = recordRequests();
    const asked = countDiscoveries();
    renderApp('/businesses/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Plumbing' })).toBeInTheDocument();
    await waitFor(() => expect(asked.count).toBe(1));
    await waitFor(() => expect(lines(seen)).toContain('GET /referrals?business=7'));
    await letTimePass(200);
    expect(lines(seen).filter((line) => line.startsWith('GET /history'))).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/history could not be loaded/i)).not.toBeInTheDocument();
  });

  it('says the history could not be loaded when an offered history answers 404: no guess from a status', async () => {
    serveAcme();
    server.use(
      http.get(`${API}/history`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    renderApp('/businesses/7');
    expect(await screen.findByText('The history could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('loads the next page on demand', async () => {
    answerNames();
    serveAcme();
    const many = Array.from({ length: 25 }, (_, index) =>
      revision({
        version: 26 - index,
        model: 'BUSINESS',
        recordId: 7,
        changes: [{ field: 'name', from: `Name ${25 - index}`, to: `Name ${26 - index}` }],
      }),
    );
    answerHistory(() => many);
    const seen = recordRequests();
    const { user } = renderApp('/businesses/7');
    await waitFor(async () => expect(await changeLines()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await changeLines()).toHaveLength(25));
    expect((await changeLines())[24]).toBe('Name: Name 1 → Name 2');
    expect(lines(seen)).toContain('GET /history?model=BUSINESS&id=7&pageSize=20&page=2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('Revert this change', () => {
  it('puts the name back through the business’s PUT, with If-Match, after confirmation', async () => {
    answerNames();
    const ifMatch = serveAcme();
    answerHistory(() => acmeRenamedTwice);
    const seen = recordRequests();
    const { user } = renderApp('/businesses/7');
    await revertNewest(user);
    expect(await screen.findByText('Change reverted: Name')).toBeInTheDocument();
    const put = lines(seen).indexOf('PUT /businesses/7');
    expect((await sentBodies(seen))[put]).toEqual({
      name: 'Acme Two',
      regionId: 1,
      categories: [{ id: 1, name: 'Plumbing' }],
    });
    expect(ifMatch).toEqual(['"3"']);
  });

  it('sends nothing when the admin cancels the confirmation', async () => {
    answerNames();
    serveAcme();
    answerHistory(() => acmeRenamedTwice);
    const seen = recordRequests();
    const { user } = renderApp('/businesses/7');
    await screen.findByRole('list', { name: 'Changes' });
    await user.click(screen.getAllByRole('button', { name: /Revert this change/ })[0] ?? document.body);
    const dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lines(seen).filter((line) => !line.startsWith('GET'))).toEqual([]);
  });

  it('names a field changed again since, and reverts only when the admin says so', async () => {
    answerNames();
    let name = 'Acme Plumbing';
    const ifMatch = serveAcme(() => business({ ...acme, name }));
    answerHistory(() => acmeRenamedTwice);
    const seen = recordRequests();
    const { user } = renderApp('/businesses/7');
    await screen.findByRole('list', { name: 'Changes' });
    // Another admin renames it again after the page loaded.
    name = 'Acme Four';
    await revertNewest(user);
    const conflict = await screen.findByRole('dialog', {
      name: 'Someone changed this record since this change',
    });
    expect(conflict).toHaveTextContent('Name: Acme Four (now)');
    await user.click(within(conflict).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lines(seen)).not.toContain('PUT /businesses/7');

    await revertNewest(user);
    const again = await screen.findByRole('dialog', {
      name: 'Someone changed this record since this change',
    });
    await user.click(within(again).getByRole('button', { name: 'Revert anyway' }));
    expect(await screen.findByText('Change reverted: Name')).toBeInTheDocument();
    const put = lines(seen).indexOf('PUT /businesses/7');
    expect((await sentBodies(seen))[put]).toMatchObject({ name: 'Acme Two' });
    expect(ifMatch).toEqual(['"3"']);
  });

  it('names a later change the page lists in the first confirmation, and then asks nothing more', async () => {
    answerNames();
    const ifMatch = serveAcme();
    answerHistory(() => acmeRenamedTwice);
    const seen = recordRequests();
    const { user } = renderApp('/businesses/7');
    await screen.findByRole('list', { name: 'Changes' });
    // The older rename (Acme → Acme Two), renamed again since to Acme Plumbing.
    const [, older] = screen.getAllByRole('button', { name: /Revert this change/ });
    if (!older) throw new Error('no Revert button for the older rename');
    await user.click(older);
    const dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
    expect(dialog).toHaveTextContent('Name: Acme Two → Acme');
    expect(dialog).toHaveTextContent('Changed again since this change, and overwritten by reverting it:');
    expect(dialog).toHaveTextContent('Name: Acme Plumbing (now)');
    await user.click(within(dialog).getByRole('button', { name: 'Revert anyway' }));
    expect(await screen.findByText('Change reverted: Name')).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'Someone changed this record since this change' }),
    ).toBeNull();
    const put = lines(seen).indexOf('PUT /businesses/7');
    expect((await sentBodies(seen))[put]).toMatchObject({ name: 'Acme' });
    expect(ifMatch).toEqual(['"3"']);
  });

  it('offers no revert of a change whose earlier values are already back', async () => {
    answerNames();
    serveAcme(() => business({ ...acme, name: 'Acme Two' }));
    // Renamed to Acme Plumbing, then back to Acme Two: reverting that rename would change nothing.
    const renamedBack = revision({
      version: 4,
      model: 'BUSINESS',
      recordId: 7,
      at: '2024-03-07T10:00:00',
      changes: [{ field: 'name', from: 'Acme Plumbing', to: 'Acme Two' }],
    });
    answerHistory(() => [renamedBack, ...acmeRenamedTwice]);
    renderApp('/businesses/7');
    const list = await screen.findByRole('list', { name: 'Changes' });
    const items = [...list.children];
    expect(items).toHaveLength(4);
    const [newest, renamed, older] = items;
    if (!(newest instanceof HTMLElement && renamed instanceof HTMLElement && older instanceof HTMLElement))
      throw new Error('revisions missing');
    expect(within(renamed).queryByRole('button', { name: /Revert this change/ })).toBeNull();
    expect(renamed).toHaveTextContent('Nothing to revert: the earlier values are back');
    expect(within(newest).getByRole('button', { name: /Revert this change/ })).toBeInTheDocument();
    expect(within(older).getByRole('button', { name: /Revert this change/ })).toBeInTheDocument();
  });

  it('writes nothing, and says so, when the record already holds the earlier values', async () => {
    answerNames();
    let name = 'Acme Plumbing';
    serveAcme(() => business({ ...acme, name }));
    answerHistory(() => acmeRenamedTwice);
    const seen = recordRequests();
    const { user } = renderApp('/businesses/7');
    await screen.findByRole('list', { name: 'Changes' });
    // Another admin puts the name back after the page loaded.
    name = 'Acme Two';
    await revertNewest(user);
    expect(
      await screen.findByText(
        'Nothing to revert: this business already has the values from before this change',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'Someone changed this record since this change' }),
    ).toBeNull();
    expect(lines(seen)).not.toContain('PUT /businesses/7');
  });

  it('says so when the record is gone (404), and when the old values fail today’s checks (400)', async () => {
    answerNames();
    let answer = () => HttpResponse.json({ message: 'Business not found' }, { status: 404 });
    serveAcme(
      () => acme,
      () => answer(),
    );
    answerHistory(() => acmeRenamedTwice);
    const { user } = renderApp('/businesses/7');
    await revertNewest(user);
    expect(
      await screen.findByText('This business no longer exists; nothing was changed'),
    ).toBeInTheDocument();

    answer = () =>
      HttpResponse.json([{ key: 'name', message: 'A business with this name already exists' }], {
        status: 400,
      });
    await revertNewest(user);
    expect(
      await screen.findByText('This change cannot be put back: A business with this name already exists'),
    ).toBeInTheDocument();
  });

  it('sets a referral’s importance back through its PATCH', async () => {
    answerNames();
    server.use(
      http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })),
      http.patch(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })),
    );
    answerHistory(() => [
      revision({
        version: 2,
        model: 'REFERRAL',
        recordId: 1,
        changes: [{ field: 'importance', from: 'Low', to: 'Hot' }],
      }),
    ]);
    const seen = recordRequests();
    const { user } = renderApp('/referrals/1');
    await user.click(await screen.findByRole('button', { name: /Revert this change/ }));
    // In jsdom antd gives every generated id the same value, and the referral page holds one
    // before the dialog's title: the dialog is found by its text here.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Revert this change?');
    expect(dialog).toHaveTextContent('Importance: Hot → Low');
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('Change reverted: Importance')).toBeInTheDocument();
    const patch = lines(seen).indexOf('PATCH /referrals/1');
    expect((await sentBodies(seen))[patch]).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      mobile: '0400123456',
      website: 'https://harbour.example.com',
      businessName: 'Harbour Bakery',
      importance: 'Low',
      description: 'Needs a new oven\nurgently',
      referrer: 7,
      referredTo: 8,
    });
  });
});

describe('regions and categories', () => {
  it('shows a region’s rename on its page', async () => {
    server.use(
      http.get(`${API}/regions/4`, () =>
        HttpResponse.json({ data: { id: 4, name: 'Northern Rivers', businesses: [] } }),
      ),
    );
    answerHistory(() => [
      revision({
        version: 2,
        model: 'REGION',
        recordId: 4,
        changes: [{ field: 'name', from: 'North', to: 'Northern Rivers' }],
      }),
    ]);
    const seen = recordRequests();
    renderApp('/regions/4');
    expect(await changeLines()).toEqual(['Name: North → Northern Rivers']);
    expect(lines(seen)).toContain('GET /history?model=REGION&id=4&pageSize=20&page=1');
  });

  it('puts a category’s name back with the whole category, as its PUT takes it', async () => {
    server.use(
      http.get(`${API}/categories/1`, () => HttpResponse.json({ data: { id: 1, name: 'Plumbing & Gas' } })),
      http.put(`${API}/categories/1`, () => HttpResponse.json({ data: { id: 1, name: 'Plumbing' } })),
    );
    answerHistory(() => [
      revision({
        version: 2,
        model: 'CATEGORY',
        recordId: 1,
        changes: [{ field: 'name', from: 'Plumbing', to: 'Plumbing & Gas' }],
      }),
    ]);
    const seen = recordRequests();
    const { user } = renderApp('/categories/1');
    expect(await changeLines()).toEqual(['Category Name: Plumbing → Plumbing & Gas']);
    await user.click(screen.getByRole('button', { name: /Revert this change/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Category Name: Plumbing & Gas → Plumbing');
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('Change reverted: Category Name')).toBeInTheDocument();
    const put = lines(seen).indexOf('PUT /categories/1');
    expect((await sentBodies(seen))[put]).toEqual({ id: 1, name: 'Plumbing' });
  });
});

describe('/history/:model/:recordId', () => {
  it('shows a deleted record’s history, read-only', async () => {
    answerHistory(() => [
      revision({
        version: 4,
        model: 'BUSINESS',
        recordId: 70,
        action: 'DELETE',
        changes: [{ field: 'name', from: 'Gone Bakery' }],
      }),
      revision({
        version: 3,
        model: 'BUSINESS',
        recordId: 70,
        changes: [{ field: 'name', from: 'Old Bakery', to: 'Gone Bakery' }],
      }),
    ]);
    renderApp('/history/business/70');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'History of Gone Bakery' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('History of Gone Bakery');
    expect(await changeLines()).toEqual(['Name: Gone Bakery', 'Name: Old Bakery → Gone Bakery']);
    expect(screen.getByRole('list', { name: 'Changes' })).toHaveTextContent(
      'Deleted 5 March, 2024 03:04 PM by Bob Builder',
    );
    expect(screen.queryByRole('button', { name: /Revert this change/ })).not.toBeInTheDocument();
  });

  it('names a user from the oldest page when the newest revisions do not name them', async () => {
    const edits = Array.from({ length: 21 }, (_, index) =>
      revision({
        version: 23 - index,
        model: 'USER',
        recordId: 5,
        changes: [{ field: 'mobile', from: `04000000${index}`, to: `04000000${index + 1}` }],
      }),
    );
    answerHistory(() => [
      ...edits,
      revision({
        version: 1,
        model: 'USER',
        recordId: 5,
        action: 'CREATE',
        changes: [
          { field: 'firstName', to: 'Ada' },
          { field: 'lastName', to: 'Lovelace' },
        ],
      }),
    ]);
    renderApp('/history/user/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'History of Ada Lovelace' }),
    ).toBeInTheDocument();
  });

  it('is the not-found page for a kind of record that does not exist', async () => {
    renderApp('/history/planet/3');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});

describe('the first page of a history is asked for early', () => {
  it('leaves with the record, not after it: while the record is still on its way', async () => {
    answerNames();
    answerHistory(() => acmeRenamedTwice);
    let answerRecord: () => void = () => {};
    const recordHeld = new Promise<void>((resolve) => (answerRecord = resolve));
    server.use(
      http.get(`${API}/businesses/7`, async () => {
        await recordHeld;
        return HttpResponse.json({ data: acme }, { headers: { ETag: '"3"' } });
      }),
      http.get(`${API}/referrals`, () => HttpResponse.json({ data: [] })),
    );
    const seen = recordRequests();
    renderApp('/businesses/7');
    await waitFor(() => expect(lines(seen)).toContain('GET /history?model=BUSINESS&id=7&pageSize=20&page=1'));
    expect(screen.queryByRole('heading', { name: 'Acme Plumbing' })).not.toBeInTheDocument();
    answerRecord();
    expect(await changeLines()).not.toEqual([]);
    // One request for the first page: the section found it in the cache.
    expect(lines(seen).filter((line) => line.startsWith('GET /history'))).toEqual([
      'GET /history?model=BUSINESS&id=7&pageSize=20&page=1',
    ]);
  });
});
