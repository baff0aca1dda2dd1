import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '../test/msw';
import { renderApp } from '../test/renderApp';
import { tableRows } from '../test/antd';
import { storeSession } from '../test/session';

/** Every action says it worked; a create shows its new record (spec routes kept). */

const person = { mobile: '0400000009', isAdmin: false, isActive: true };
const regionNames = Array.from({ length: 24 }, (_, i) => `Region ${String(i + 1).padStart(2, '0')}`);

beforeEach(() => storeSession());

const currentRow = (table: HTMLElement) =>
  tableRows(table).find((row) => row.getAttribute('aria-current') === 'true');

describe('success messages and the new record', () => {
  it("a created region: 'Region created', back on /regions at the page that holds its marked row", async () => {
    const regions = regionNames.map((name, i) => ({ id: i + 1, name }));
    server.use(
      http.post(`${API}/regions`, () => {
        const created = { id: 99, name: 'Zulu Coast' };
        regions.push(created);
        return HttpResponse.json({ data: created }, { status: 201 });
      }),
      http.get(`${API}/regions`, () => HttpResponse.json({ data: regions })),
    );
    const { user, router } = renderApp('/regions/create');
    await user.type(await screen.findByLabelText('Name'), 'Zulu Coast');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Region created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/regions'));
    await screen.findByRole('table', { name: 'Regions' });
    const table = () => screen.getByRole('table', { name: 'Regions' });
    // Sorted by name, 'Zulu Coast' is the 25th region: the list opens on page 2, its row marked.
    await waitFor(() => expect(currentRow(table())?.textContent).toMatch(/^Zulu Coast/));
    expect(tableRows(table())).toHaveLength(5);
    expect(router.state.location.search).toBe('?highlight=99&page=2');
    expect(tableRows(table()).filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
  });

  it("an invited user: 'Invitation sent to …', the invitee's row marked among the unverified users", async () => {
    const invited = [
      { id: 5, email: 'margaret@example.com', firstName: 'Margaret', lastName: 'Hamilton', ...person },
    ];
    server.use(
      http.get(`${API}/businesses`, () => HttpResponse.json({ data: [] })),
      http.post(`${API}/auth/register`, () => {
        const created = {
          id: 6,
          email: 'grace@example.com',
          firstName: 'Grace',
          lastName: 'Hopper',
          ...person,
        };
        invited.push(created);
        return HttpResponse.json({ data: created }, { status: 201 });
      }),
      http.get(`${API}/users`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/unverified`, () => HttpResponse.json({ data: invited })),
    );
    const { user, router } = renderApp('/users/create');
    await user.type(await screen.findByLabelText('First Name'), 'Grace');
    await user.type(screen.getByLabelText('Last Name'), 'Hopper');
    await user.type(screen.getByLabelText('Email'), ' grace@example.com');
    await user.type(screen.getByLabelText('Mobile'), '0411222333');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Invitation sent to grace@example.com')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const table = await screen.findByRole('table', { name: 'Unverified users' });
    await waitFor(() => expect(currentRow(table)?.textContent).toMatch(/^Grace Hopper/));
  });

  it('a create whose answer names no id still lands on the list, nothing marked', async () => {
    server.use(
      http.post(`${API}/categories`, () => HttpResponse.json({ message: 'ok' }, { status: 201 })),
      http.get(`${API}/categories`, () => HttpResponse.json({ data: [{ id: 1, name: 'Gas' }] })),
    );
    const { user, router } = renderApp('/categories/create');
    await user.type(await screen.findByLabelText('Category Name'), 'Gas');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
    expect(router.state.location.search).toBe('');
    const table = await screen.findByRole('table', { name: 'Categories' });
    await waitFor(() => expect(tableRows(table)).toHaveLength(1));
    expect(currentRow(table)).toBeUndefined();
  });

  it("an edit: 'Region updated' on the region's page", async () => {
    server.use(
      http.get(`${API}/regions/3`, () =>
        HttpResponse.json({ data: { id: 3, name: 'North', businesses: [] } }),
      ),
      http.put(`${API}/regions/3`, () => HttpResponse.json({ data: { id: 3, name: 'Far North' } })),
    );
    const { user, router } = renderApp('/regions/3/edit');
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('North'));
    await user.clear(name);
    await user.type(name, 'Far North');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Region updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/regions/3'));
  });

  it("a delete: '<name> deleted' on the list the spec names", async () => {
    let deleted = false;
    server.use(
      http.get(`${API}/categories/4`, () => HttpResponse.json({ data: { id: 4, name: 'Roofers' } })),
      http.delete(`${API}/categories/4`, () => {
        deleted = true;
        return HttpResponse.json({ message: 'Deleted' });
      }),
      http.get(`${API}/categories`, () => HttpResponse.json({ data: [] })),
    );
    const { user, router } = renderApp('/categories/4');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this category?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Roofers deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
    expect(deleted).toBe(true);
  });

  it("a bulk resend: 'Verification email sent to 2 users'", async () => {
    const invited = [
      { id: 5, email: 'margaret@example.com', firstName: 'Margaret', lastName: 'Hamilton', ...person },
      { id: 6, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', ...person },
    ];
    const resent: unknown[] = [];
    server.use(
      http.get(`${API}/users`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/unverified`, () => HttpResponse.json({ data: invited })),
      http.post(`${API}/auth/verify-resend`, async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ message: 'Sent' });
      }),
    );
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Margaret Hamilton' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    await user.click(screen.getByRole('button', { name: /Resend selected/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Verification email sent to 2 users')).toBeInTheDocument();
    expect(resent).toHaveLength(2);
  });
});
