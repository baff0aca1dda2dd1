import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { isPageHandle, pageRoute } from './pageRoute';

function Report() {
  return <h1>Report</h1>;
}

describe('pageRoute', () => {
  it('asks for the page’s code once, whether preloaded first or rendered first', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Report }));
    const route = pageRoute({ path: 'report' }, load);
    expect(route.path).toBe('report');
    if (!isPageHandle(route.handle)) throw new Error('the route carries no preload');
    const preloaded = route.handle.preload();
    expect(route.handle.preload()).toBe(preloaded);

    render(<RouterProvider router={createMemoryRouter([route], { initialEntries: ['/report'] })} />);
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes index routes too', () => {
    const route = pageRoute({ index: true }, () => Promise.resolve({ default: Report }));
    expect(route.index).toBe(true);
    expect(isPageHandle(route.handle)).toBe(true);
    expect(isPageHandle({ preload: 'no' })).toBe(false);
    expect(isPageHandle(null)).toBe(false);
  });
});
