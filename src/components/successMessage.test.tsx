/**
 * The success message, in the console: one at a time, shown on the page the action leads to,
 * gone once the admin moves on.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '../test/msw';
import { renderApp } from '../test/renderApp';
import { storeSession } from '../test/session';

beforeEach(() => storeSession());

const successTexts = () =>
  [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent);

function regionsBackend() {
  let next = 9;
  const regions: { id: number; name: string }[] = [];
  server.use(
    http.post(`${API}/regions`, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      const region = { id: next++, name: body.name };
      regions.push(region);
      return HttpResponse.json({ data: region }, { status: 201 });
    }),
    http.get(`${API}/regions`, () => HttpResponse.json({ data: regions })),
    http.get(`${API}/categories`, () => HttpResponse.json({ data: [] })),
  );
}

describe('success messages', () => {
  it('shows one at a time, on the page the create leads to, and not on the next page', async () => {
    regionsBackend();
    const { user, router } = renderApp('/regions/create');
    for (const name of ['West', 'East']) {
      await act(() => router.navigate('/regions/create'));
      await user.type(await screen.findByLabelText('Name'), name);
      await user.click(screen.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/regions'));
    }
    await waitFor(() => expect(successTexts()).toEqual(['Region created']));

    await act(() => router.navigate('/categories'));
    // Well before antd's own 3 s: gone because the admin left, not because it timed out.
    await waitFor(() => expect(successTexts()).toEqual([]), { timeout: 1000 });
  });
});
