import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { Business } from '../../api/endpoints/businesses';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { chooseOption, chosenText } from '../../test/antd';
import { business } from '../../test/fixtures/businesses';
import { expectFieldError } from '../../test/forms';
import { storeSession } from '../../test/session';

const regions = [
  { id: 1, name: 'North' },
  { id: 2, name: 'South' },
];
const categories = [
  { id: 1, name: 'Plumbing' },
  { id: 2, name: 'Gas' },
  { id: 3, name: 'Electrical' },
];
const acme = business({
  id: 7,
  name: 'Acme Plumbing',
  region: { id: 1, name: 'North' },
  categories: [
    { id: 1, name: 'Plumbing' },
    { id: 2, name: 'Gas' },
  ],
});

beforeEach(() => storeSession());

function serveChoices() {
  server.use(
    http.get(`${API}/regions`, () => HttpResponse.json({ data: regions })),
    http.get(`${API}/categories`, () => HttpResponse.json({ data: categories })),
  );
}

const withoutGets = (seen: ReturnType<typeof recordRequests>) =>
  lines(seen).filter((line) => !line.startsWith('GET'));

describe('/businesses/create', () => {
  it('chooses a region and categories from the loaded lists, sends them and goes to /businesses', async () => {
    serveChoices();
    const stored: Business[] = [];
    server.use(
      http.post(`${API}/businesses`, () => {
        const created = business({
          id: 11,
          name: 'Dash Roofing',
          region: { id: 2, name: 'South' },
          categories: [categories[1], categories[2]].flatMap((c) => (c ? [c] : [])),
        });
        stored.push(created);
        return HttpResponse.json({ data: created }, { status: 201 });
      }),
      http.get(`${API}/businesses`, () => HttpResponse.json({ data: stored })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/businesses/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Business' })).toBeInTheDocument();
    // No region is assumed: the admin must choose one.
    expect(chosenText('Region')).toBe('Choose a region');

    await user.type(screen.getByLabelText('Name'), '  Dash Roofing ');
    await chooseOption(user, 'Region', 'South', 'South');
    await chooseOption(user, 'Categories', 'Gas', 'Gas');
    await chooseOption(user, 'Categories', 'Electrical', 'Electrical');
    expect(chosenText('Region')).toBe('South');
    expect(chosenText('Categories')).toContain('Gas');
    expect(chosenText('Categories')).toContain('Electrical');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses'));
    expect(await screen.findByRole('link', { name: 'Details of Dash Roofing' })).toBeInTheDocument();
    const bodies = await sentBodies(seen);
    const post = lines(seen).indexOf('POST /businesses');
    expect(bodies[post]).toEqual({
      name: 'Dash Roofing',
      regionId: 2,
      categories: [
        { id: 2, name: 'Gas' },
        { id: 3, name: 'Electrical' },
      ],
    });
  });

  it('sends an empty category list when none is chosen', async () => {
    serveChoices();
    server.use(
      http.post(`${API}/businesses`, () =>
        HttpResponse.json({ data: business({ id: 12, name: 'Plain' }) }, { status: 201 }),
      ),
      http.get(`${API}/businesses`, () => HttpResponse.json({ data: [] })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/businesses/create');
    await user.type(await screen.findByLabelText('Name'), 'Plain');
    await chooseOption(user, 'Region', 'North', 'North');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses'));
    const bodies = await sentBodies(seen);
    expect(bodies[lines(seen).indexOf('POST /businesses')]).toEqual({
      name: 'Plain',
      regionId: 1,
      categories: [],
    });
  });

  it('refuses a missing or whitespace-only name and a missing region before sending', async () => {
    serveChoices();
    const seen = recordRequests();
    const { user } = renderApp('/businesses/create');
    await user.type(await screen.findByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await expectFieldError('Name', 'Please enter the business name');
    expect(await screen.findByText('Please choose a region')).toBeInTheDocument();
    expect(withoutGets(seen)).toEqual([]);
  });

  it('shows server field errors under their fields and the general message in an error block', async () => {
    serveChoices();
    server.use(
      http.post(`${API}/businesses`, () =>
        HttpResponse.json(
          {
            message: 'Please fix the highlighted fields',
            data: [
              { key: 'regionId', message: 'No such region' },
              { key: 'name', message: 'Must not be blank' },
              { key: 'categories/0/id', message: 'Must be a whole number' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderApp('/businesses/create');
    await user.type(await screen.findByLabelText('Name'), 'Dash Roofing');
    await chooseOption(user, 'Region', 'South', 'South');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('No such region')).toBeInTheDocument();
    expect(screen.getByText('Must not be blank')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please fix the highlighted fields');
    // A key no field has is still shown, in the error block.
    expect(alert).toHaveTextContent('Must be a whole number');
    expect(screen.getByLabelText('Name')).toHaveValue('Dash Roofing');
    expect(router.state.location.pathname).toBe('/businesses/create');
  });

  it("shows the server's message for a duplicate name", async () => {
    serveChoices();
    server.use(
      http.post(`${API}/businesses`, () =>
        HttpResponse.json({ message: 'A business named Acme Plumbing already exists.' }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/businesses/create');
    await user.type(await screen.findByLabelText('Name'), 'Acme Plumbing');
    await chooseOption(user, 'Region', 'North', 'North');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A business named Acme Plumbing already exists.',
    );
  });

  it('says when the regions or categories cannot be loaded, and loads them again on Try again', async () => {
    let regionCalls = 0;
    server.use(
      http.get(`${API}/regions`, () => {
        regionCalls += 1;
        return regionCalls <= 4
          ? HttpResponse.json({ message: 'Regions offline' }, { status: 503 })
          : HttpResponse.json({ data: regions });
      }),
      http.get(`${API}/categories`, () => HttpResponse.json({ data: categories })),
    );
    const { user } = renderApp('/businesses/create');
    expect(
      await screen.findByText('The regions or categories to choose from could not be loaded'),
    ).toBeInTheDocument();
    expect(screen.getByText('Regions offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Regions offline')).not.toBeInTheDocument());
    await chooseOption(user, 'Region', 'South', 'South');
    expect(chosenText('Region')).toBe('South');
  });

  it('Cancel goes to /businesses', async () => {
    serveChoices();
    server.use(http.get(`${API}/businesses`, () => HttpResponse.json({ data: [] })));
    const { user, router } = renderApp('/businesses/create');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses'));
  });
});

describe('/businesses/:businessId/edit', () => {
  it("is titled 'Edit Business', prefilled, sends the changes and shows them on the detail", async () => {
    serveChoices();
    let current = acme;
    server.use(
      http.get(`${API}/businesses/7`, () => HttpResponse.json({ data: current })),
      http.put(`${API}/businesses/7`, () => {
        current = business({
          id: 7,
          name: 'Acme Plumbing & Gas',
          region: { id: 2, name: 'South' },
          categories: [{ id: 1, name: 'Plumbing' }],
        });
        return HttpResponse.json({ data: current });
      }),
      http.get(`${API}/referrals`, () => HttpResponse.json({ data: [] })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/businesses/7/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Business' })).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Acme Plumbing');
    expect(chosenText('Region')).toBe('North');
    expect(chosenText('Categories')).toContain('Plumbing');
    expect(chosenText('Categories')).toContain('Gas');

    await user.type(name, ' & Gas');
    await chooseOption(user, 'Region', 'South', 'South');
    // Backspace in an empty search drops the last chosen category (Gas).
    await user.click(screen.getByRole('combobox', { name: 'Categories' }));
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(chosenText('Categories')).not.toContain('Gas'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses/7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Plumbing & Gas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'South' })).toHaveAttribute('href', '/regions/2');
    const bodies = await sentBodies(seen);
    expect(bodies[lines(seen).indexOf('PUT /businesses/7')]).toEqual({
      name: 'Acme Plumbing & Gas',
      regionId: 2,
      categories: [{ id: 1, name: 'Plumbing' }],
    });
    // Read afresh just before the write (no silent lost update), and again after the change rather
    // than taken from the stale cache.
    expect(lines(seen).filter((line) => line === 'GET /businesses/7')).toHaveLength(3);
  });

  it("shows the business's region and categories by name before the lists arrive", async () => {
    server.use(
      http.get(`${API}/businesses/7`, () => HttpResponse.json({ data: acme })),
      http.get(`${API}/regions`, async () => {
        await delay('infinite');
        return HttpResponse.json({ data: regions });
      }),
      http.get(`${API}/categories`, async () => {
        await delay('infinite');
        return HttpResponse.json({ data: categories });
      }),
    );
    renderApp('/businesses/7/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Business' })).toBeInTheDocument();
    expect(chosenText('Region')).toBe('North');
    expect(chosenText('Categories')).toContain('Gas');
  });

  it('Cancel goes back to the business', async () => {
    serveChoices();
    server.use(
      http.get(`${API}/businesses/7`, () => HttpResponse.json({ data: acme })),
      http.get(`${API}/referrals`, () => HttpResponse.json({ data: [] })),
    );
    const { user, router } = renderApp('/businesses/7/edit');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses/7'));
  });

  it('shows Not found for an id that is not an id, without a request', async () => {
    const seen = recordRequests();
    renderApp('/businesses/seven/edit');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it.each([404, 500])('shows Not found when the business fails to load (%i)', async (status) => {
    server.use(
      http.get(`${API}/businesses/99`, () => HttpResponse.json({ message: 'Nope' }, { status })),
      // The form's choices load beside the business, however soon its failure shows.
      http.get(`${API}/regions`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/categories`, () => HttpResponse.json({ data: [] })),
    );
    renderApp('/businesses/99/edit');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
