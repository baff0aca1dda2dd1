import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Business } from '../../api/endpoints/businesses';
import { changeEvent, serveEventStream } from '../../test/eventStream';
import { business } from '../../test/fixtures/businesses';
import { ada } from '../../test/fixtures/users';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { storeSession } from '../../test/session';
import { letTimePass } from '../../test/timers';

const acme = business({ id: 7, name: 'Acme Plumbing', region: { id: 1, name: 'North' }, categories: [] });
const NOTICE = 'This record was changed by someone else while you were editing it.';
const DIALOG = 'Someone changed this record while you were editing it';

beforeEach(() => storeSession());

/** Business 7's edit form, open with live updates; `rename` is another admin's save. */
async function openEditForm() {
  let current: Business = acme;
  server.use(
    http.get(`${API}/businesses/7`, () => HttpResponse.json({ data: current })),
    http.put(`${API}/businesses/7`, () => HttpResponse.json({ data: current })),
    http.get(`${API}/regions`, () => HttpResponse.json({ data: [{ id: 1, name: 'North' }] })),
    http.get(`${API}/categories`, () => HttpResponse.json({ data: [] })),
    http.get(`${API}/referrals`, () => HttpResponse.json({ data: [] })),
  );
  const connections = serveEventStream();
  const view = renderApp('/businesses/7/edit', { liveUpdates: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Business' })).toBeInTheDocument();
  await waitFor(() => expect(connections).toHaveLength(1));
  await waitFor(() => expect(view.store.getState().live.mode).toBe('live'));
  const name = screen.getByLabelText('Name');
  await view.user.type(name, ' Ltd');
  const rename = (actor: number) => {
    current = { ...acme, name: 'Acme Plumbing & Gas' };
    connections[0]?.send(changeEvent(1, { model: 'BUSINESS', id: 7, action: 'UPDATE', actor }));
  };
  return { ...view, name, rename };
}

describe('an edit form when someone else changes its record', () => {
  it('says so at once, keeps what was typed, and loads their version when asked', async () => {
    const { name, rename, user } = await openEditForm();
    rename(2);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(NOTICE);
    expect(name).toHaveValue('Acme Plumbing Ltd');

    await user.click(within(notice).getByRole('button', { name: 'See their changes' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Name: Acme Plumbing → Acme Plumbing & Gas',
    );
    const seen = recordRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));

    await waitFor(() => expect(name).toHaveValue('Acme Plumbing & Gas'));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    // Loading their version saves nothing: only overwriting does.
    await letTimePass(300);
    expect(lines(seen).filter((line) => !line.startsWith('GET '))).toEqual([]);
  });

  it('saves what was typed over their change when the admin chooses to overwrite it', async () => {
    const { rename, user } = await openEditForm();
    rename(2);
    await user.click(await screen.findByRole('button', { name: 'See their changes' }));
    const seen = recordRequests();
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite their changes' }));

    // Sent without asking again: the save after the choice compares with their version.
    await waitFor(() => expect(lines(seen)).toContain('PUT /businesses/7'));
    const bodies = await sentBodies(seen);
    expect(bodies[lines(seen).indexOf('PUT /businesses/7')]).toMatchObject({ name: 'Acme Plumbing Ltd' });
  });

  it("says nothing about the admin's own change", async () => {
    const { rename, name } = await openEditForm();
    rename(ada.id);
    // The record refetches (its change handed over within 250 ms); the form stays as typed, with no notice.
    await letTimePass(800);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(name).toHaveValue('Acme Plumbing Ltd');
  });
});
