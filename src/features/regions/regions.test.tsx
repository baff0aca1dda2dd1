import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { captureCsvDownloads } from '../../test/csvCapture';
import { API, lines, recordRequests, sentBodies, server, specLines } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { tableRowTexts } from '../../test/antd';
import { expectFieldError } from '../../test/forms';
import { storeSession } from '../../test/session';

const north = {
  id: 1,
  name: 'North',
  businesses: [
    { id: 7, name: 'Acme Plumbing' },
    { id: 8, name: 'Bolt Electric' },
  ],
};
const regions = [
  { id: 1, name: 'North' },
  { id: 2, name: 'South' },
  { id: 3, name: '<b>East</b>' },
];

beforeEach(() => storeSession());

describe('/regions', () => {
  it('lists regions by name with Details links, HTML shown as text', async () => {
    server.use(http.get(`${API}/regions`, () => HttpResponse.json({ data: regions })));
    renderApp('/regions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Regions' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(tableRowTexts(table)).toEqual([
        '<b>East</b>Details of <b>East</b>',
        'NorthDetails of North',
        'SouthDetails of South',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Details of North' })).toHaveAttribute('href', '/regions/1');
    expect(document.querySelector('b')).toBeNull();
  });

  it("says 'No regions found' when there are none", async () => {
    server.use(http.get(`${API}/regions`, () => HttpResponse.json({ data: [] })));
    renderApp('/regions');
    expect(await screen.findByText('No regions found')).toBeInTheDocument();
  });

  it('shows the shared error display with a retry when the list fails to load', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/regions`, () => {
        calls += 1;
        return calls <= 4
          ? HttpResponse.json({ message: 'Database offline' }, { status: 503 })
          : HttpResponse.json({ data: regions });
      }),
    );
    const { user } = renderApp('/regions');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Database offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Details of North' })).toBeInTheDocument();
  });

  it('restores search, sort and page from a shared link', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Region ${i + 1}` }));
    server.use(http.get(`${API}/regions`, () => HttpResponse.json({ data: many })));
    renderApp('/regions?q=region&sort=name&order=descend&page=3&size=10');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(tableRowTexts(table)[0]).toMatch(/^Region 25Details/));
    expect(tableRowTexts(table)).toHaveLength(10);
    expect(screen.getByRole('textbox', { name: 'Search regions' })).toHaveValue('region');
  });

  it('exports the rows as filtered and sorted to CSV', async () => {
    server.use(
      http.get(`${API}/regions`, () =>
        HttpResponse.json({ data: [...regions, { id: 4, name: '=cmd|calc' }] }),
      ),
    );
    const downloads = captureCsvDownloads();
    const { user } = renderApp('/regions?sort=name&order=descend&q=th');
    await screen.findByRole('link', { name: 'Details of North' });
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(downloads.files).toHaveLength(1);
    expect(downloads.files[0]?.name).toMatch(/^regions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads.files[0]?.text).toBe('Name\r\nSouth\r\nNorth');
    downloads.restore();
  });

  it('links to Create Region', async () => {
    server.use(http.get(`${API}/regions`, () => HttpResponse.json({ data: [] })));
    renderApp('/regions');
    expect(await screen.findByRole('link', { name: /Create Region/ })).toHaveAttribute(
      'href',
      '/regions/create',
    );
  });
});

describe('/regions/create', () => {
  it('sends the name and goes to /regions', async () => {
    server.use(
      http.post(`${API}/regions`, () =>
        HttpResponse.json({ data: { id: 9, name: 'West' } }, { status: 201 }),
      ),
      http.get(`${API}/regions`, () => HttpResponse.json({ data: [{ id: 9, name: 'West' }] })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/regions/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Region' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), '  West ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/regions'));
    expect((await sentBodies(seen))[0]).toEqual({ name: 'West' });
  });

  it('refuses an empty or whitespace-only name before sending', async () => {
    const seen = recordRequests();
    const { user } = renderApp('/regions/create');
    await user.type(await screen.findByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await expectFieldError('Name', 'Please enter the region name');
    expect(seen).toHaveLength(0);
  });

  it('shows server field errors under the field and keeps what was typed', async () => {
    server.use(
      http.post(`${API}/regions`, () =>
        HttpResponse.json(
          {
            message: 'Please fix the highlighted fields',
            data: [{ key: 'name', message: 'A region with this name already exists' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderApp('/regions/create');
    await user.type(await screen.findByLabelText('Name'), 'North');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A region with this name already exists')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields');
    expect(screen.getByLabelText('Name')).toHaveValue('North');
    expect(router.state.location.pathname).toBe('/regions/create');
  });

  it('disables submit and shows progress while sending', async () => {
    server.use(
      http.post(`${API}/regions`, async () => {
        await delay(200);
        return HttpResponse.json({ data: { id: 9, name: 'West' } }, { status: 201 });
      }),
      http.get(`${API}/regions`, () => HttpResponse.json({ data: [] })),
    );
    const { user, router } = renderApp('/regions/create');
    await user.type(await screen.findByLabelText('Name'), 'West');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Create/ })).toBeDisabled());
    // The answer arrives within the test, not after it has unmounted the console.
    await waitFor(() => expect(router.state.location.pathname).toBe('/regions'));
  });

  it('asks before leaving with unsaved changes, and stays on Stay', async () => {
    server.use(http.get(`${API}/regions`, () => HttpResponse.json({ data: [] })));
    const { user, router } = renderApp('/regions/create');
    await user.type(await screen.findByLabelText('Name'), 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Leave without saving?');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/regions/create');
    expect(screen.getByLabelText('Name')).toHaveValue('Half typed');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/regions'));
  });

  it('leaves at once on Cancel when nothing was typed', async () => {
    server.use(http.get(`${API}/regions`, () => HttpResponse.json({ data: [] })));
    const { user, router } = renderApp('/regions/create');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/regions'));
  });
});

describe('/regions/:regionId', () => {
  it('shows the name, the number of businesses and their table, loaded with extended=true', async () => {
    server.use(http.get(`${API}/regions/1`, () => HttpResponse.json({ data: north })));
    const seen = recordRequests();
    renderApp('/regions/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'North' })).toBeInTheDocument();
    expect(screen.getByText('Number of businesses').closest('tr')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Details of Acme Plumbing' })).toHaveAttribute(
      'href',
      '/businesses/7',
    );
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/regions/1/edit');
    expect(screen.getByRole('link', { name: 'Back to regions' })).toHaveAttribute('href', '/regions');
    expect(specLines(seen)).toEqual(['GET /regions/1?extended=true']);
  });

  it("says 'No businesses found' for a region without any", async () => {
    server.use(
      http.get(`${API}/regions/2`, () =>
        HttpResponse.json({ data: { id: 2, name: 'South', businesses: [] } }),
      ),
    );
    renderApp('/regions/2');
    expect(await screen.findByText('No businesses found')).toBeInTheDocument();
  });

  it('deletes only after confirmation, then goes to /regions', async () => {
    server.use(
      http.get(`${API}/regions/1`, () => HttpResponse.json({ data: north })),
      http.delete(`${API}/regions/1`, () => HttpResponse.json({ message: 'Deleted' })),
      http.get(`${API}/regions`, () => HttpResponse.json({ data: [] })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/regions/1');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Are you sure you want to delete this region?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lines(seen).filter((line) => line.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/regions'));
    expect(lines(seen)).toContain('DELETE /regions/1');
  });

  it("shows the server's reason when a delete is refused", async () => {
    server.use(
      http.get(`${API}/regions/1`, () => HttpResponse.json({ data: north })),
      http.delete(`${API}/regions/1`, () =>
        HttpResponse.json(
          { message: 'North still has 2 businesses; move or delete them first' },
          { status: 409 },
        ),
      ),
    );
    const { user, router } = renderApp('/regions/1');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('North still has 2 businesses; move or delete them first'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/regions/1');
  });

  it.each(['/regions/abc', '/regions/1.5', '/regions/0'])(
    'shows Not found for the id in %s without a request',
    async (path) => {
      const seen = recordRequests();
      renderApp(path);
      expect(await screen.findByText('Not found')).toBeInTheDocument();
      expect(seen).toHaveLength(0);
    },
  );

  it("shows the 404 'Not found' page for a missing region", async () => {
    server.use(
      http.get(`${API}/regions/99`, () =>
        HttpResponse.json({ message: 'Region not found' }, { status: 404 }),
      ),
    );
    renderApp('/regions/99');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it.each(['/regions/98', '/regions/98/edit'])(
    "%s shows the 404 'Not found' page for a region answered with 200 and no data",
    async (path) => {
      server.use(http.get(`${API}/regions/98`, () => HttpResponse.json({})));
      renderApp(path);
      expect(await screen.findByText('Not found')).toBeInTheDocument();
      expect(screen.getByText('404')).toBeInTheDocument();
    },
  );

  it.each(['/categories/98', '/categories/98/edit'])(
    '%s shows the not-found page for a category answered with 200 and no data',
    async (path) => {
      server.use(http.get(`${API}/categories/98`, () => HttpResponse.json({ data: null })));
      renderApp(path);
      expect(await screen.findByText('Not found')).toBeInTheDocument();
    },
  );

  it("shows 'Something went wrong' when the server fails", async () => {
    server.use(http.get(`${API}/regions/1`, () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    renderApp('/regions/1');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});

describe('/regions/:regionId/edit', () => {
  it("is titled 'Update Region', prefilled, sends the new name and goes to the detail", async () => {
    let name = 'North';
    server.use(
      http.get(`${API}/regions/1`, () => HttpResponse.json({ data: { ...north, name } })),
      http.put(`${API}/regions/1`, async ({ request }) => {
        const body = await request.json();
        name =
          typeof body === 'object' && body && 'name' in body && typeof body.name === 'string'
            ? body.name
            : name;
        return HttpResponse.json({ data: { id: 1, name } });
      }),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/regions/1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Region' })).toBeInTheDocument();
    const field = await screen.findByLabelText('Name');
    expect(field).toHaveValue('North');
    await user.clear(field);
    await user.type(field, 'Far North');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/regions/1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Far North' })).toBeInTheDocument();
    const bodies = await sentBodies(seen);
    expect(bodies.filter(Boolean)).toEqual([{ name: 'Far North' }]);
  });
});
