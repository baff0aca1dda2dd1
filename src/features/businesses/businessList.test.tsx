import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { captureCsvDownloads } from '../../test/csvCapture';
import { API, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { tableFirstCells, tableRowTexts, tableRows } from '../../test/antd';
import { business } from '../../test/fixtures/businesses';
import { storeSession } from '../../test/session';

const businesses = [
  business({
    id: 7,
    name: 'Acme Plumbing',
    region: { id: 1, name: 'North' },
    categories: [
      { id: 1, name: 'Plumbing' },
      { id: 4, name: 'Gas' },
    ],
  }),
  business({ id: 8, name: 'Bolt Electric', region: { id: 2, name: 'South' }, categories: [] }),
  business({
    id: 9,
    name: '<script>alert(1)</script>',
    region: { id: 2, name: 'South' },
    categories: [{ id: 2, name: '<i>Electrical</i>' }],
  }),
];

beforeEach(() => storeSession());

describe('/businesses', () => {
  it('shows Name, Region link, category chips and Details link per business, HTML as text', async () => {
    server.use(http.get(`${API}/businesses`, () => HttpResponse.json({ data: businesses })));
    renderApp('/businesses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Businesses' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Businesses' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Region', 'Categories', '']);
    await waitFor(() => expect(tableRows(table)).toHaveLength(3));
    expect(tableRowTexts(table)).toEqual([
      '<script>alert(1)</script>South<i>Electrical</i>Details of <script>alert(1)</script>',
      'Acme PlumbingNorthPlumbingGasDetails of Acme Plumbing',
      'Bolt ElectricSouthDetails of Bolt Electric',
    ]);
    const acme = tableRows(table)[1];
    if (!acme) throw new Error('no Acme row');
    expect(within(acme).getByRole('link', { name: 'North' })).toHaveAttribute('href', '/regions/1');
    expect(within(acme).getByRole('link', { name: 'Details of Acme Plumbing' })).toHaveAttribute(
      'href',
      '/businesses/7',
    );
    const chips = acme.querySelectorAll('.ant-tag');
    expect([...chips].map((chip) => chip.textContent)).toEqual(['Plumbing', 'Gas']);
    expect(document.querySelector('i, script')).toBeNull();
    expect(screen.getByRole('link', { name: /Create Business/ })).toHaveAttribute(
      'href',
      '/businesses/create',
    );
  });

  it("says 'No businesses found' when there are none", async () => {
    server.use(http.get(`${API}/businesses`, () => HttpResponse.json({ data: [] })));
    renderApp('/businesses');
    expect(await screen.findByText('No businesses found')).toBeInTheDocument();
  });

  it('shows the shared error display when the list fails, and recovers on Try again', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/businesses`, () => {
        calls += 1;
        return calls <= 4
          ? HttpResponse.json({ message: 'Database offline' }, { status: 503 })
          : HttpResponse.json({ data: businesses });
      }),
    );
    const { user } = renderApp('/businesses');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Database offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Details of Acme Plumbing' })).toBeInTheDocument();
  });

  it('searches the region and category names too, and keeps the search in the URL', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      business({
        id: i + 1,
        name: `Business ${i + 1}`,
        region: { id: (i % 2) + 1, name: i % 2 ? 'South' : 'North' },
        categories: i % 3 ? [] : [{ id: 1, name: 'Plumbing' }],
      }),
    );
    server.use(http.get(`${API}/businesses`, () => HttpResponse.json({ data: many })));
    const { user, router } = renderApp('/businesses');
    const table = await screen.findByRole('table', { name: 'Businesses' });
    await waitFor(() => expect(tableRows(table)).toHaveLength(20));

    await user.type(screen.getByRole('textbox', { name: 'Search businesses' }), 'north plumbing');
    // North: odd-numbered businesses (i even); Plumbing: i divisible by 3; both: i = 0, 6, 12, 18, 24.
    await waitFor(() => expect(tableRows(table)).toHaveLength(5));
    expect(tableFirstCells(table)).toEqual([
      'Business 1',
      'Business 7',
      'Business 13',
      'Business 19',
      'Business 25',
    ]);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('north plumbing'),
    );
  });

  it('restores the list from a shared link', async () => {
    server.use(http.get(`${API}/businesses`, () => HttpResponse.json({ data: businesses })));
    renderApp('/businesses?q=south&sort=categories&order=descend');
    const table = await screen.findByRole('table', { name: 'Businesses' });
    await waitFor(() => expect(tableRows(table)).toHaveLength(2));
    expect(tableRowTexts(table)[0]).toMatch(/^<script>/);
    expect(screen.getByRole('textbox', { name: 'Search businesses' })).toHaveValue('south');
  });

  it("exports to CSV with the categories joined by ', '", async () => {
    server.use(http.get(`${API}/businesses`, () => HttpResponse.json({ data: businesses })));
    const downloads = captureCsvDownloads();
    const { user } = renderApp('/businesses?q=o');
    await screen.findByRole('link', { name: 'Details of Acme Plumbing' });
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(downloads.files[0]?.name).toMatch(/^businesses-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads.files[0]?.text).toBe(
      [
        'Name,Region,Categories',
        '<script>alert(1)</script>,South,<i>Electrical</i>',
        'Acme Plumbing,North,"Plumbing, Gas"',
        'Bolt Electric,South,',
      ].join('\r\n'),
    );
    downloads.restore();
  });
});
