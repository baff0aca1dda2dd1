import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { captureCsvDownloads } from '../../test/csvCapture';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { tableRowTexts } from '../../test/antd';
import { expectFieldError } from '../../test/forms';
import { storeSession } from '../../test/session';

const categories = [
  { id: 1, name: 'Plumbing' },
  { id: 2, name: 'Electrical' },
  { id: 3, name: '<img src=x onerror=alert(1)>' },
];

beforeEach(() => storeSession());

function nameFrom(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'name' in body && typeof body.name === 'string'
    ? body.name
    : undefined;
}

describe('/categories', () => {
  it('lists categories by name with Details links and a Create button, HTML shown as text', async () => {
    server.use(http.get(`${API}/categories`, () => HttpResponse.json({ data: categories })));
    renderApp('/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(tableRowTexts(table)).toEqual([
        '<img src=x onerror=alert(1)>Details of <img src=x onerror=alert(1)>',
        'ElectricalDetails of Electrical',
        'PlumbingDetails of Plumbing',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Details of Plumbing' })).toHaveAttribute(
      'href',
      '/categories/1',
    );
    expect(screen.getByRole('link', { name: /Create Category/ })).toHaveAttribute(
      'href',
      '/categories/create',
    );
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it("says 'No categories found' when there are none", async () => {
    server.use(http.get(`${API}/categories`, () => HttpResponse.json({ data: [] })));
    renderApp('/categories');
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
  });

  it('shows the shared error display when the list fails, and recovers on Try again', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/categories`, () => {
        calls += 1;
        return calls <= 4
          ? HttpResponse.json({ message: 'Database offline' }, { status: 503 })
          : HttpResponse.json({ data: categories });
      }),
    );
    const { user } = renderApp('/categories');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Database offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Details of Plumbing' })).toBeInTheDocument();
  });

  it('searches and exports what is shown to CSV', async () => {
    server.use(http.get(`${API}/categories`, () => HttpResponse.json({ data: categories })));
    const downloads = captureCsvDownloads();
    const { user, router } = renderApp('/categories');
    await screen.findByRole('link', { name: 'Details of Plumbing' });
    await user.type(screen.getByRole('textbox', { name: 'Search categories' }), 'ical');
    await waitFor(() =>
      expect(tableRowTexts(screen.getByRole('table'))).toEqual(['ElectricalDetails of Electrical']),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?q=ical'));
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(downloads.files[0]?.name).toMatch(/^categories-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads.files[0]?.text).toBe('Name\r\nElectrical');
    downloads.restore();
  });
});

describe('/categories/create', () => {
  it("is titled 'Create Category', sends the trimmed name and goes to /categories, which shows it", async () => {
    const stored = [...categories];
    server.use(
      http.post(`${API}/categories`, async ({ request }) => {
        const created = { id: 9, name: nameFrom(await request.json()) ?? '' };
        stored.push(created);
        return HttpResponse.json({ data: created }, { status: 201 });
      }),
      http.get(`${API}/categories`, () => HttpResponse.json({ data: stored })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/categories/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Category' })).toBeInTheDocument();
    const field = screen.getByLabelText('Category Name');
    expect(field).toHaveAttribute('placeholder', 'Enter category name');
    await user.type(field, '  Roofing ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
    expect(await screen.findByRole('link', { name: 'Details of Roofing' })).toBeInTheDocument();
    expect((await sentBodies(seen))[0]).toEqual({ name: 'Roofing' });
    expect(lines(seen)).toEqual(['POST /categories', 'GET /categories']);
  });

  it('refuses an empty or whitespace-only name before sending', async () => {
    const seen = recordRequests();
    const { user } = renderApp('/categories/create');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter the category name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Category Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await expectFieldError('Category Name', 'Please enter the category name');
    expect(seen).toHaveLength(0);
  });

  it('shows server field errors under the field and the message in an error block', async () => {
    server.use(
      http.post(`${API}/categories`, () =>
        HttpResponse.json(
          { message: 'name: Must not be blank', data: [{ key: 'name', message: 'Must not be blank' }] },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderApp('/categories/create');
    await user.type(await screen.findByLabelText('Category Name'), 'Roofing');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Must not be blank')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('name: Must not be blank');
    expect(screen.getByLabelText('Category Name')).toHaveValue('Roofing');
    expect(router.state.location.pathname).toBe('/categories/create');
  });

  it("shows the server's reason for a duplicate name", async () => {
    server.use(
      http.post(`${API}/categories`, () =>
        HttpResponse.json({ message: 'A category named Plumbing already exists.' }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/categories/create');
    await user.type(await screen.findByLabelText('Category Name'), 'Plumbing');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A category named Plumbing already exists.');
  });

  it('goes back to /categories on Cancel', async () => {
    server.use(http.get(`${API}/categories`, () => HttpResponse.json({ data: [] })));
    const { user, router } = renderApp('/categories/create');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
  });
});
