import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server, specLines } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { expectFieldError } from '../../test/forms';
import { storeSession } from '../../test/session';

const categories = [
  { id: 1, name: 'Plumbing' },
  { id: 2, name: 'Electrical' },
  { id: 3, name: '<img src=x onerror=alert(1)>' },
];
const plumbing = { id: 1, name: 'Plumbing' };

beforeEach(() => storeSession());

function nameFrom(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'name' in body && typeof body.name === 'string'
    ? body.name
    : undefined;
}

describe('/categories/:categoryId', () => {
  it('shows the name as title and in a Details card, with Edit and Back links', async () => {
    server.use(http.get(`${API}/categories/1`, () => HttpResponse.json({ data: plumbing })));
    const seen = recordRequests();
    renderApp('/categories/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plumbing' })).toBeInTheDocument();
    const card = screen.getByText('Details').closest('.ant-card');
    expect(card).not.toBeNull();
    expect(card).toHaveTextContent('NamePlumbing');
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/categories/1/edit');
    expect(screen.getByRole('link', { name: 'Back to categories' })).toHaveAttribute('href', '/categories');
    expect(specLines(seen)).toEqual(['GET /categories/1']);
  });

  it('renders a name with HTML as text', async () => {
    server.use(
      http.get(`${API}/categories/3`, () => HttpResponse.json({ data: { id: 3, name: '<b>Bold</b>' } })),
    );
    renderApp('/categories/3');
    expect(await screen.findByRole('heading', { level: 1, name: '<b>Bold</b>' })).toBeInTheDocument();
    expect(document.querySelector('main b, .ant-card b')).toBeNull();
  });

  it('deletes only after confirmation, then goes to /categories without the deleted one', async () => {
    let stored = [...categories];
    server.use(
      http.get(`${API}/categories/1`, () => HttpResponse.json({ data: plumbing })),
      http.delete(`${API}/categories/1`, () => {
        stored = stored.filter((category) => category.id !== 1);
        return HttpResponse.json({ message: 'Category Plumbing deleted.' });
      }),
      http.get(`${API}/categories`, () => HttpResponse.json({ data: stored })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/categories/1');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Are you sure you want to delete this category?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lines(seen).filter((line) => line.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
    expect(await screen.findByRole('link', { name: 'Details of Electrical' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Details of Plumbing' })).not.toBeInTheDocument();
    expect(lines(seen)).toContain('DELETE /categories/1');
    // The category just deleted is not asked for again (it would answer 404).
    const afterDelete = lines(seen).slice(lines(seen).indexOf('DELETE /categories/1') + 1);
    expect(afterDelete).not.toContain('GET /categories/1');
  });

  it("shows the server's reason when a delete fails and stays", async () => {
    server.use(
      http.get(`${API}/categories/1`, () => HttpResponse.json({ data: plumbing })),
      http.delete(`${API}/categories/1`, () =>
        HttpResponse.json({ message: 'Category is locked' }, { status: 409 }),
      ),
    );
    const { user, router } = renderApp('/categories/1');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category is locked')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/categories/1');
  });

  it.each(['/categories/abc', '/categories/1.5', '/categories/0', '/categories/abc/edit'])(
    'shows Not found for the id in %s without a request',
    async (path) => {
      const seen = recordRequests();
      renderApp(path);
      expect(await screen.findByText('Not found')).toBeInTheDocument();
      expect(seen).toHaveLength(0);
    },
  );

  it.each(['/categories/99', '/categories/99/edit'])(
    'shows Not found for a missing category at %s',
    async (path) => {
      server.use(
        http.get(`${API}/categories/99`, () =>
          HttpResponse.json({ message: 'Category not found' }, { status: 404 }),
        ),
      );
      renderApp(path);
      expect(await screen.findByText('Not found')).toBeInTheDocument();
    },
  );

  it("shows 'Something went wrong' when the server fails", async () => {
    server.use(
      http.get(`${API}/categories/1`, () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
    );
    renderApp('/categories/1');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
  });
});

describe('/categories/:categoryId/edit', () => {
  it("is titled 'Update Category', prefilled, PUTs the category and shows the new name on the detail", async () => {
    let name = 'Plumbing';
    server.use(
      http.get(`${API}/categories/1`, () => HttpResponse.json({ data: { id: 1, name } })),
      http.put(`${API}/categories/1`, async ({ request }) => {
        name = nameFrom(await request.json()) ?? name;
        return HttpResponse.json({ data: { id: 1, name } });
      }),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/categories/1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Category' })).toBeInTheDocument();
    const field = await screen.findByLabelText('Category Name');
    expect(field).toHaveValue('Plumbing');
    await user.clear(field);
    await user.type(field, 'Plumbing & Gas ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories/1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plumbing & Gas' })).toBeInTheDocument();
    expect((await sentBodies(seen)).filter(Boolean)).toEqual([{ id: 1, name: 'Plumbing & Gas' }]);
    // The record is read afresh just before the write, so another admin's change is not lost silently.
    expect(specLines(seen)).toEqual([
      'GET /categories/1',
      'GET /categories/1',
      'PUT /categories/1',
      'GET /categories/1',
    ]);
  });

  it('refuses a whitespace-only name and sends nothing', async () => {
    server.use(http.get(`${API}/categories/1`, () => HttpResponse.json({ data: plumbing })));
    const { user } = renderApp('/categories/1/edit');
    const field = await screen.findByLabelText('Category Name');
    const seen = recordRequests();
    await user.clear(field);
    await user.type(field, '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError('Category Name', 'Please enter the category name');
    expect(seen).toHaveLength(0);
  });

  it('shows server field errors under the field', async () => {
    server.use(
      http.get(`${API}/categories/1`, () => HttpResponse.json({ data: plumbing })),
      http.put(`${API}/categories/1`, () =>
        HttpResponse.json(
          { message: 'Please fix the highlighted fields', data: [{ key: 'name', message: 'Too long' }] },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderApp('/categories/1/edit');
    await user.type(await screen.findByLabelText('Category Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields');
    expect(router.state.location.pathname).toBe('/categories/1/edit');
  });

  it('Cancel goes back to the category', async () => {
    server.use(http.get(`${API}/categories/1`, () => HttpResponse.json({ data: plumbing })));
    const { user, router } = renderApp('/categories/1/edit');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories/1'));
  });
});
