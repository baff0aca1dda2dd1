import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Business } from '../../api/endpoints/businesses';
import { API, lines, offering, recordRequests, server, specLines } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { tableRowTexts } from '../../test/antd';
import { business } from '../../test/fixtures/businesses';
import { referralRow } from '../../test/fixtures/referrals';
import { storeSession } from '../../test/session';

// Local times, so the expected texts hold in any time zone.
const created = new Date(2024, 2, 5, 12, 0).toISOString();
const acme = business({
  id: 7,
  name: 'Acme Plumbing',
  region: { id: 1, name: 'North' },
  categories: [
    { id: 1, name: 'Plumbing' },
    { id: 4, name: 'Gas' },
  ],
  createdAt: created,
});

beforeEach(() => storeSession());

/** Serves business 7 as `current()` says at the time, with its referrals. */
function serveBusiness(
  current: () => Business = () => acme,
  referrals = [referralRow({ id: 31, businessName: 'Zed Cafe' })],
) {
  server.use(
    http.get(`${API}/businesses/7`, () => HttpResponse.json({ data: current() })),
    http.get(`${API}/referrals`, () => HttpResponse.json({ data: referrals })),
  );
}

describe('/businesses/:businessId', () => {
  it('shows name, region link, created date, category chips, Edit and Back links', async () => {
    serveBusiness();
    const seen = recordRequests();
    renderApp('/businesses/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Plumbing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'North' })).toHaveAttribute('href', '/regions/1');
    expect(screen.getByText('Created').closest('tr')).toHaveTextContent('5 March, 2024');
    const chips =
      screen
        .getByText('Categories', { selector: '.ant-descriptions-item-label' })
        .closest('tr')
        ?.querySelectorAll('.ant-tag') ?? [];
    expect([...chips].map((chip) => chip.textContent)).toEqual(['Plumbing', 'Gas']);
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/businesses/7/edit');
    expect(screen.getByRole('link', { name: 'Back to businesses' })).toHaveAttribute('href', '/businesses');
    await screen.findByRole('link', { name: 'Details of Zed Cafe' });
    // The users are only fetched once the Users section is opened.
    expect(specLines(seen)).toEqual(['GET /businesses/7', 'GET /referrals?business=7']);
  });

  it("says 'No categories' and renders HTML in names as text", async () => {
    serveBusiness(() =>
      business({ id: 7, name: '<b>Bold</b> & Co', region: { id: 1, name: '<i>North</i>' }, categories: [] }),
    );
    renderApp('/businesses/7');
    expect(await screen.findByRole('heading', { level: 1, name: '<b>Bold</b> & Co' })).toBeInTheDocument();
    expect(screen.getByText('No categories')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '<i>North</i>' })).toBeInTheDocument();
    expect(document.querySelector('h1 b, a i')).toBeNull();
  });

  it('lists its referrals newest first with the time, linking to each referralRow', async () => {
    serveBusiness(undefined, [
      referralRow({
        id: 31,
        businessName: 'Older Cafe',
        createdAt: new Date(2024, 0, 2, 9, 5).toISOString(),
      }),
      referralRow({
        id: 32,
        businessName: 'Newer Bakery',
        createdAt: new Date(2024, 5, 30, 15, 4).toISOString(),
      }),
    ]);
    renderApp('/businesses/7');
    const table = await screen.findByRole('table', { name: 'Referrals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Business Name', 'Time of Referral', '']);
    await screen.findByRole('link', { name: 'Details of Older Cafe' });
    const rows = tableRowTexts(table);
    expect(rows).toEqual([
      'Newer Bakery30 June, 2024 3:04 PMDetails of Newer Bakery',
      'Older Cafe2 January, 2024 9:05 AMDetails of Older Cafe',
    ]);
    expect(screen.getByRole('link', { name: 'Details of Older Cafe' })).toHaveAttribute(
      'href',
      '/referrals/31',
    );
  });

  it('shows which way each referral went, the other business, status and money made, with the business-referrals extension', async () => {
    server.use(offering('paging', 'business-referrals'));
    const acmeRef = { id: 7, name: 'Acme Plumbing' };
    const summary = (
      id: number,
      businessName: string,
      given: boolean,
      status: string,
      moneyMade: number,
    ) => ({
      id,
      businessName,
      date: new Date(2024, 0, id, 9, 5).toISOString(),
      referrer: given ? acmeRef : { id: 20 + id, name: `Other ${id}` },
      referredTo: given ? { id: 20 + id, name: `Other ${id}` } : acmeRef,
      acceptanceType: status,
      moneyMade,
    });
    server.use(
      http.get(`${API}/businesses/7`, () => HttpResponse.json({ data: acme })),
      http.get(`${API}/referrals`, () =>
        HttpResponse.json({
          data: [
            summary(1, 'One', true, 'Accepted', 8149.87),
            summary(2, 'Two', false, 'Pending', 16586.55),
            summary(3, 'Three', true, 'Declined', 950),
          ],
        }),
      ),
    );
    const { user } = renderApp('/businesses/7?r.sort=moneyMade&r.order=descend');
    await screen.findByRole('link', { name: 'Details of One' });
    const table = screen.getByRole('table', { name: 'Referrals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Business Name',
      'Direction',
      'Other Business',
      'Status',
      'Money Made',
      'Time of Referral',
      '',
    ]);
    // By amount, not by text: $16,586.55 before $8,149.87 before $950.
    expect(tableRowTexts(table).map((row) => (row ?? '').split('Details of')[0])).toEqual([
      'TwoReceivedOther 2Pending$16,586.552 January, 2024 9:05 AM',
      'OneGivenOther 1Accepted$8,149.871 January, 2024 9:05 AM',
      'ThreeGivenOther 3Declined$9503 January, 2024 9:05 AM',
    ]);
    expect(within(table).getByRole('link', { name: 'Other 2' })).toHaveAttribute('href', '/businesses/22');
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('Declined'));
    await waitFor(() => expect(tableRowTexts(table)).toHaveLength(1));
    expect(tableRowTexts(table)[0]).toContain('Three');
  });

  it("says 'No referrals found' when it has none", async () => {
    serveBusiness(undefined, []);
    renderApp('/businesses/7');
    expect(await screen.findByText('No referrals found')).toBeInTheDocument();
  });

  it('deletes only after confirmation, then shows /businesses without it', async () => {
    let list = [acme, business({ id: 8, name: 'Bolt Electric' })];
    serveBusiness();
    server.use(
      http.delete(`${API}/businesses/7`, () => {
        list = list.filter((entry) => entry.id !== 7);
        return HttpResponse.json({ message: 'Business Acme Plumbing deleted.' });
      }),
      http.get(`${API}/businesses`, () => HttpResponse.json({ data: list })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/businesses/7');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Are you sure you want to delete this business?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lines(seen).filter((line) => line.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/businesses'));
    expect(await screen.findByRole('link', { name: 'Details of Bolt Electric' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Details of Acme Plumbing' })).not.toBeInTheDocument();
    expect(lines(seen)).toContain('DELETE /businesses/7');
  });

  it("shows the server's reason when a delete is refused, and stays", async () => {
    serveBusiness();
    server.use(
      http.delete(`${API}/businesses/7`, () =>
        HttpResponse.json(
          {
            message:
              'Business Acme Plumbing is named by 2 referrals. Delete them before deleting the business.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user, router } = renderApp('/businesses/7');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/is named by 2 referrals/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/businesses/7');
  });

  it("says 'Error deleting user' when a delete fails without a message", async () => {
    serveBusiness();
    server.use(http.delete(`${API}/businesses/7`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/businesses/7');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting user')).toBeInTheDocument();
  });

  it.each(['/businesses/abc', '/businesses/-1', '/businesses/7.0'])(
    'shows Not found for the id in %s without a request',
    async (path) => {
      const seen = recordRequests();
      renderApp(path);
      expect(await screen.findByText('Not found')).toBeInTheDocument();
      expect(seen).toHaveLength(0);
    },
  );

  it.each([404, 400, 500])('shows Not found when the business fails to load (%i)', async (status) => {
    server.use(http.get(`${API}/businesses/7`, () => HttpResponse.json({ message: 'Nope' }, { status })));
    renderApp('/businesses/7');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
