/** One rule for every detail and form page: a back arrow before the heading, one level up. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { storeSession } from '../../test/session';

beforeEach(() => {
  storeSession();
  server.use(
    http.get(`${API}/categories/1`, () => HttpResponse.json({ data: { id: 1, name: 'Plumbing' } })),
    http.get(`${API}/regions/1`, () => HttpResponse.json({ data: { id: 1, name: 'North', businesses: [] } })),
  );
});

describe('the back arrow', () => {
  it.each([
    ['/categories/1', 'Plumbing', 'Back to categories', '/categories'],
    ['/categories/create', 'Create Category', 'Back to categories', '/categories'],
    ['/categories/1/edit', 'Update Category', 'Back to the category', '/categories/1'],
    ['/regions/1', 'North', 'Back to regions', '/regions'],
    ['/regions/create', 'Create Region', 'Back to regions', '/regions'],
    ['/regions/1/edit', 'Update Region', 'Back to the region', '/regions/1'],
  ])('on %s stands before the heading %p and leads to %s', async (path, heading, label, to) => {
    renderApp(path);
    const title = await screen.findByRole('heading', { level: 1, name: heading });
    const header = title.parentElement;
    if (!header) throw new Error('the heading has no header');
    expect(within(header).getByRole('link', { name: label })).toHaveAttribute('href', to);
  });
});
