import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { pageRoute } from './pageRoute';

function Report() {
  return <h1>Report</h1>;
}

describe('pageRoute', () => {
  it('loads the page’s code when its route matches, once, and renders it', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Report }));
    const router = createMemoryRouter(
      [pageRoute({ path: 'report' }, load), { path: 'other', element: <p>Other</p> }],
      {
        initialEntries: ['/other'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Other')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await router.navigate('/report');
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
    await router.navigate('/other');
    await router.navigate('/report');
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes index routes too', async () => {
    const router = createMemoryRouter([
      pageRoute({ index: true }, () => Promise.resolve({ default: Report })),
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
  });
});
