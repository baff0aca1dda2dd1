import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { tableRowTexts } from '../../test/antd';
import { business } from '../../test/fixtures/businesses';
import { storeSession } from '../../test/session';

// Answers as a backend that keeps exactly the spec's promises gives them, and no more.
beforeEach(() => storeSession());

describe('business screens against a backend that sends only what the spec promises', () => {
  it("shows each referral's time from the spec's {id, businessName, date}, newest first", async () => {
    server.use(
      http.get(`${API}/businesses/7`, () =>
        HttpResponse.json({ data: business({ id: 7, name: 'Acme Plumbing' }) }),
      ),
      http.get(`${API}/referrals`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('business')).toBe('7');
        return HttpResponse.json({
          data: [
            { id: 31, businessName: 'Older Cafe', date: new Date(2024, 0, 2, 9, 5).toISOString() },
            { id: 32, businessName: 'Newer Bakery', date: new Date(2024, 5, 30, 15, 4).toISOString() },
          ],
        });
      }),
    );
    renderApp('/businesses/7');
    const table = await screen.findByRole('table', { name: 'Referrals' });
    await within(table).findByRole('link', { name: 'Details of Older Cafe' });
    const rows = tableRowTexts(table);
    expect(rows).toEqual([
      'Newer Bakery30 June, 2024 3:04 PMDetails of Newer Bakery',
      'Older Cafe2 January, 2024 9:05 AMDetails of Older Cafe',
    ]);
  });

  it.each(['/businesses/40', '/businesses/40/edit'])(
    '%s shows the not-found page for a 200 with no data',
    async (path) => {
      server.use(
        http.get(`${API}/businesses/40`, () => HttpResponse.json({ data: null })),
        http.get(`${API}/regions`, () => HttpResponse.json({ data: [] })),
        http.get(`${API}/categories`, () => HttpResponse.json({ data: [] })),
      );
      renderApp(path);
      expect(await screen.findByText('Not found')).toBeInTheDocument();
    },
  );

  it('lists an attached user who has no last name by first name and email', async () => {
    server.use(
      http.get(`${API}/businesses/7`, () =>
        HttpResponse.json({
          data: business({
            id: 7,
            name: 'Acme Plumbing',
            users: [{ id: 3, firstName: 'Grace', email: 'grace@example.com' }],
          }),
        }),
      ),
      http.get(`${API}/referrals`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/users`, () => HttpResponse.json({ data: [] })),
    );
    const { user } = renderApp('/businesses/7');
    await user.click(await screen.findByRole('button', { name: /Users/ }));
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/null|undefined/)).not.toBeInTheDocument();
  });
});
