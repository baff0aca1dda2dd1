import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Business } from '../../api/endpoints/businesses';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { business } from '../../test/fixtures/businesses';
import { referralRow } from '../../test/fixtures/referrals';
import { user as person } from '../../test/fixtures/users';
import { storeSession } from '../../test/session';

// Local times, so the expected texts hold in any time zone.
const created = new Date(2024, 2, 5, 12, 0).toISOString();
const ada = { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const acme = business({
  id: 7,
  name: 'Acme Plumbing',
  region: { id: 1, name: 'North' },
  categories: [
    { id: 1, name: 'Plumbing' },
    { id: 4, name: 'Gas' },
  ],
  users: [ada],
  createdAt: created,
});
const allUsers = [
  person({ ...ada, business: 7 }),
  person({ id: 2, firstName: 'Bob', lastName: 'Builder', email: 'bob@builders.example', business: null }),
  person({ id: 3, firstName: 'Adam', lastName: 'Smith', email: 'adam@example.com', business: 8 }),
  person({ id: 4, firstName: 'Carol', lastName: 'Danvers', email: 'carol@lovelace.example' }),
];

beforeEach(() => storeSession());

/** Serves business 7 as `current()` says at the time, with its referrals. */
function serveBusiness(
  current: () => Business = () => acme,
  referrals = [referralRow({ id: 31, businessName: 'Zed Cafe' })],
) {
  server.use(
    http.get(`${API}/businesses/7`, () => HttpResponse.json({ data: current() })),
    http.get(`${API}/referrals`, () => HttpResponse.json({ data: referrals })),
  );
}

async function openUsers(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Users' }));
  return screen.findByRole('textbox', { name: 'Search for a user' });
}

const attachedList = () => screen.getByRole('list', { name: 'Users of Acme Plumbing' });
const resultList = () => screen.findByRole('list', { name: 'Matching users' });

describe('the Users section of a business', () => {
  it('searches all users by first name, last name or email; attached ones show Added', async () => {
    serveBusiness();
    server.use(http.get(`${API}/users`, () => HttpResponse.json({ data: allUsers })));
    const { user } = renderApp('/businesses/7');
    const search = await openUsers(user);
    expect(search).toHaveAttribute('placeholder', 'Search for a user');
    expect(within(attachedList()).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/users/1',
    );

    await user.type(search, 'ada');
    const found = await resultList();
    await waitFor(() => expect(within(found).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(found).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(first).toHaveTextContent('Added');
    expect(within(first ?? found).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent('Adam Smith');
    expect(second).toHaveTextContent('In another business');
    expect(within(second ?? found).getByRole('button', { name: 'Add Adam Smith' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'LOVELACE');
    // Last name (Ada) and email (Carol).
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Matching users' }))
          .getAllByRole('listitem')
          .map((item) => item.querySelector('a')?.textContent),
      ).toEqual(['Ada Lovelace', 'Carol Danvers']),
    );

    await user.clear(search);
    await user.type(search, 'builders.example');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Bob Builder' })).toBeInTheDocument());

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No matching users')).toBeInTheDocument();
  });

  it('adds a user only after confirming, then shows them attached', async () => {
    let current = acme;
    serveBusiness(() => current);
    server.use(
      http.get(`${API}/users`, () => HttpResponse.json({ data: allUsers })),
      http.post(`${API}/businesses/user`, () => {
        current = {
          ...acme,
          users: [
            ...acme.users,
            { id: 2, firstName: 'Bob', lastName: 'Builder', email: 'bob@builders.example' },
          ],
        };
        return HttpResponse.json({ message: 'Bob Builder added to Acme Plumbing.' });
      }),
    );
    const seen = recordRequests();
    const { user } = renderApp('/businesses/7');
    await user.type(await openUsers(user), 'bob');
    await user.click(await screen.findByRole('button', { name: 'Add Bob Builder' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Add Bob Builder to Acme Plumbing?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lines(seen).filter((line) => !line.startsWith('GET'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add Bob Builder' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(within(attachedList()).getByRole('link', { name: 'Bob Builder' })).toBeInTheDocument(),
    );
    expect(within(await resultList()).getByText('Added')).toBeInTheDocument();
    expect(screen.getByText('Bob Builder added to Acme Plumbing')).toBeInTheDocument();
    const bodies = await sentBodies(seen);
    expect(bodies[lines(seen).indexOf('POST /businesses/user')]).toEqual({ userId: 2, businessId: 7 });
    // The business was read again (not patched by hand) to show the change.
    expect(lines(seen).filter((line) => line === 'GET /businesses/7')).toHaveLength(2);
  });

  it("says 'Error adding user' when adding fails without a message", async () => {
    serveBusiness();
    server.use(
      http.get(`${API}/users`, () => HttpResponse.json({ data: allUsers })),
      http.post(`${API}/businesses/user`, () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderApp('/businesses/7');
    await user.type(await openUsers(user), 'bob');
    await user.click(await screen.findByRole('button', { name: 'Add Bob Builder' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Error adding user')).toBeInTheDocument();
  });

  it("removes a user only after confirming, and says 'No Users' when none are left", async () => {
    let current = acme;
    serveBusiness(() => current);
    server.use(
      http.get(`${API}/users`, () => HttpResponse.json({ data: allUsers })),
      http.delete(`${API}/businesses/user/7/1`, () => {
        current = { ...acme, users: [] };
        return HttpResponse.json({ message: 'Ada Lovelace removed from Acme Plumbing.' });
      }),
    );
    const seen = recordRequests();
    const { user } = renderApp('/businesses/7');
    await openUsers(user);
    await user.click(within(attachedList()).getByRole('button', { name: 'Remove Ada Lovelace' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Remove Ada Lovelace from Acme Plumbing?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lines(seen).filter((line) => !line.startsWith('GET'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No Users')).toBeInTheDocument();
    expect(lines(seen)).toContain('DELETE /businesses/user/7/1');
  });

  it("shows the server's reason, or 'Error removing user', when removing fails", async () => {
    serveBusiness();
    let calls = 0;
    server.use(
      http.get(`${API}/users`, () => HttpResponse.json({ data: allUsers })),
      http.delete(`${API}/businesses/user/7/1`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'User of this business not found' }, { status: 404 })
          : new HttpResponse(null, { status: 502 });
      }),
    );
    const { user } = renderApp('/businesses/7');
    await openUsers(user);
    for (const expected of ['User of this business not found', 'Error removing user']) {
      await user.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText(expected)).toBeInTheDocument();
    }
    expect(within(attachedList()).getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it("says 'No Users' for a business without users, and reports a failed user load", async () => {
    serveBusiness(() => ({ ...acme, users: [] }));
    server.use(
      http.get(`${API}/users`, () => HttpResponse.json({ message: 'Users offline' }, { status: 503 })),
    );
    const { user } = renderApp('/businesses/7');
    const search = await openUsers(user);
    expect(screen.getByText('No Users')).toBeInTheDocument();
    await user.type(search, 'bob');
    expect(await screen.findByText('Users offline')).toBeInTheDocument();
  });
});
