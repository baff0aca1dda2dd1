import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '../test/msw';
import { renderApp } from '../test/renderApp';
import { storeSession } from '../test/session';

const LINKS = [
  ['Dashboard', '/dashboard'],
  ['Insights', '/insights'],
  ['Businesses', '/businesses'],
  ['Referrals', '/referrals'],
  ['Users', '/users'],
  ['Regions', '/regions'],
  ['Categories', '/categories'],
  ['Logs', '/logs'],
  ['Sign Out', '/logout'],
];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeEach(() => {
  server.use(http.get(`${API}/*`, () => HttpResponse.json({ data: [] })));
  storeSession();
});
afterEach(() => setWidth(1024));

describe('signed-in layout', () => {
  it("shows 'Signed in as' with the admin's first and last name", async () => {
    setWidth(1280);
    renderApp('/regions');
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent('Signed in as Ada Lovelace');
  });

  it('has a titled side drawer with every link in order, a divider before Logs', async () => {
    setWidth(1280);
    renderApp('/regions');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Find your next referral')).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(LINKS);
    // The footer's links, from Logs, in a list of their own below a line.
    const lists = within(nav).getAllByRole('list');
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ),
    ).toEqual([
      ['Dashboard', 'Insights', 'Businesses', 'Referrals', 'Users', 'Regions', 'Categories'],
      ['Logs', 'Sign Out'],
    ]);
  });

  it('marks the current section in the drawer', async () => {
    setWidth(1280);
    renderApp('/regions/3/edit');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Regions' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Categories' })).not.toHaveAttribute('aria-current');
  });

  it('navigates with the drawer links', async () => {
    setWidth(1280);
    const { user, router } = renderApp('/regions');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Categories' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
  });

  it('swaps the drawer for a menu button on small screens, with the same links', async () => {
    setWidth(480);
    const { user } = renderApp('/regions');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(button);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(LINKS);
  });
});
