import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expectConsoleError } from '../test/console';
import { API, server } from '../test/msw';
import { renderApp } from '../test/renderApp';
import { storeSession } from '../test/session';

jest.mock('../features/logs/LogsPage', () => ({
  __esModule: true,
  default: function BrokenPage(): never {
    throw new Error('Cannot read the log');
  },
}));

it('keeps the layout usable when a page throws', async () => {
  // React reports the error the route's boundary caught.
  expectConsoleError(/Cannot read the log/);
  server.use(http.get(`${API}/*`, () => HttpResponse.json({ data: [] })));
  storeSession();
  const { user, router } = renderApp('/logs');
  expect(await screen.findByText('This page failed to show: Cannot read the log')).toBeInTheDocument();
  expect(screen.getByText(/Signed in as/)).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Regions' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Regions' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/regions');
});
