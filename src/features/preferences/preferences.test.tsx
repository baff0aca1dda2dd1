import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { storeSession } from '../../test/session';

beforeEach(() => {
  server.use(http.get(`${API}/*`, () => HttpResponse.json({ data: [] })));
  storeSession();
});

describe('theme and density', () => {
  it('switches to the dark theme and remembers it, also after signing out', async () => {
    const { user, store, router } = renderApp('/regions');
    const toggle = await screen.findByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().preferences.theme).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('console.theme')).toBe('dark');

    await act(() => router.navigate('/logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('console.theme')).toBe('dark');
  });

  it('starts from the remembered choice', async () => {
    window.localStorage.setItem('console.theme', 'dark');
    window.localStorage.setItem('console.density', 'compact');
    const { store } = renderApp('/regions');
    expect(await screen.findByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Compact density' })).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().preferences).toEqual({ theme: 'dark', density: 'compact' });
  });

  it('switches tables to compact density and back, and remembers it', async () => {
    const { user, store } = renderApp('/regions');
    const toggle = await screen.findByRole('button', { name: 'Compact density' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Its visible text is its accessible name, whichever way it is set.
    expect(toggle).toHaveTextContent(/^Compact density$/);
    expect(toggle).not.toHaveAttribute('aria-label');
    expect(document.documentElement.dataset.density).toBe('comfortable');

    await user.click(toggle);
    // The button says so, and the page's static styles switch on <html data-density>.
    expect(screen.getByRole('button', { name: 'Compact density' })).toBe(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent(/^Compact density$/);
    expect(document.documentElement.dataset.density).toBe('compact');
    expect(store.getState().preferences.density).toBe('compact');
    expect(window.localStorage.getItem('console.density')).toBe('compact');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.dataset.density).toBe('comfortable');
    expect(window.localStorage.getItem('console.density')).toBe('comfortable');
  });

  it('on a phone shows both toggles as icons, still named and pressed, so the top bar keeps the admin name', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    try {
      window.localStorage.setItem('console.density', 'compact');
      const { user } = renderApp('/regions');
      const density = await screen.findByRole('button', { name: 'Compact density' });
      expect(density).toHaveAttribute('aria-pressed', 'true');
      expect(density).toHaveAttribute('title', 'Compact density');
      expect(density).not.toHaveTextContent('Compact density');
      expect(screen.getByRole('button', { name: 'Dark theme' })).not.toHaveTextContent('Dark theme');
      expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as Ada Lovelace');
      await user.click(density);
      expect(density).toHaveAttribute('aria-pressed', 'false');
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });
});
