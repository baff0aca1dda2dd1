import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { tableRows } from '../../test/antd';
import { answerBusinesses } from '../../test/answers';
import { referral } from '../../test/fixtures/referrals';
import { storeSession } from '../../test/session';

// Answers as a backend that keeps exactly the spec's promises gives them, and no more.
beforeEach(() => storeSession());

describe('referral screens against a backend that sends only what the spec promises', () => {
  it("links each money-made row's Edit to this referral, though embedded transactions carry no referralId", async () => {
    server.use(
      http.get(`${API}/referrals/5`, () =>
        HttpResponse.json({
          data: { ...referral, id: 5, transactions: [{ id: 31, amount: 120, date: '2024-02-01' }] },
        }),
      ),
    );
    renderApp('/referrals/5');
    const table = await screen.findByRole('table', { name: 'Money made' });
    expect(tableRows(table)).toHaveLength(1);
    expect(within(table).getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      '/referrals/5/transaction/31',
    );
  });

  it('shows the not-found page when the referral is answered with 200 and no data', async () => {
    server.use(http.get(`${API}/referrals/6`, () => HttpResponse.json({})));
    renderApp('/referrals/6');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it.each([
    ['edit', '/referrals/6/edit'],
    ['money made create', '/referrals/6/transaction/create'],
  ])('shows the not-found page on the %s page for a referral answered with no data', async (_name, path) => {
    answerBusinesses();
    server.use(http.get(`${API}/referrals/6`, () => HttpResponse.json({ data: null })));
    renderApp(path);
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });

  it('shows the not-found page for a transaction answered with 200 and no data', async () => {
    server.use(
      http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })),
      http.get(`${API}/transactions/12`, () => HttpResponse.json({})),
    );
    renderApp('/referrals/1/transaction/12');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });

  it('edits a transaction whose referralId comes as a string', async () => {
    server.use(
      http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })),
      http.get(`${API}/transactions/12`, () =>
        HttpResponse.json({ data: { id: 12, amount: 250.5, date: '2024-04-02', referralId: '1' } }),
      ),
    );
    renderApp('/referrals/1/transaction/12');
    expect(await screen.findByLabelText('Amount')).toHaveValue('250.50');
  });

  it('keeps the referrer and referred-to when the backend sends their ids as strings, and sends numbers', async () => {
    answerBusinesses();
    server.use(
      http.get(`${API}/referrals/1`, () =>
        HttpResponse.json({
          data: {
            ...referral,
            referrer: { id: '7', name: 'Acme Plumbing' },
            referredTo: { id: '8', name: 'Bolt Electric' },
          },
        }),
      ),
      http.patch(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/referrals/1/edit');
    const referrer = await screen.findByRole('combobox', { name: 'Referrer' });
    expect(referrer.closest('.ant-form-item')).toHaveTextContent('Acme Plumbing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/1'));
    const patch = lines(seen).indexOf('PATCH /referrals/1');
    expect((await sentBodies(seen))[patch]).toMatchObject({ referrer: 7, referredTo: 8 });
  });

  it('saves an unrelated change to a referral whose mobile and website are not in our server’s format', async () => {
    answerBusinesses();
    const stored = { ...referral, mobile: '+61 400 123 456', website: 'harbour.example.com' };
    server.use(
      http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: stored })),
      http.patch(`${API}/referrals/1`, () => HttpResponse.json({ data: stored })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/referrals/1/edit');
    const name = await screen.findByLabelText('Business Name');
    await user.clear(name);
    await user.type(name, 'Harbour Bakehouse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/1'));
    const patch = lines(seen).indexOf('PATCH /referrals/1');
    expect((await sentBodies(seen))[patch]).toMatchObject({
      businessName: 'Harbour Bakehouse',
      mobile: '+61 400 123 456',
      website: 'harbour.example.com',
    });
  });

  it('still checks a mobile number the admin changes', async () => {
    answerBusinesses();
    server.use(http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })));
    const seen = recordRequests();
    const { user } = renderApp('/referrals/1/edit');
    const mobile = await screen.findByLabelText('Mobile');
    await user.clear(mobile);
    await user.type(mobile, '+61 400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please use digits only')).toBeInTheDocument();
    expect(lines(seen)).not.toContain('PATCH /referrals/1');
    expect(mobile).toHaveValue('+61 400');
  });

  it('keeps an amount with three decimals as it is when only the date changes', async () => {
    server.use(
      http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })),
      http.get(`${API}/transactions/12`, () =>
        HttpResponse.json({ data: { id: 12, amount: 12.345, date: '2024-04-02', referralId: 1 } }),
      ),
      http.put(`${API}/transactions/12`, () =>
        HttpResponse.json({ data: { id: 12, amount: 12.345, date: '2024-04-02', referralId: 1 } }),
      ),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/referrals/1/transaction/12');
    expect(await screen.findByLabelText('Amount')).toHaveValue('12.345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/1'));
    const put = lines(seen).indexOf('PUT /transactions/12');
    expect((await sentBodies(seen))[put]).toMatchObject({ amount: 12.345, date: '2024-04-02' });
  });

  it('shows field errors sent as a bare list of {key, message}', async () => {
    answerBusinesses();
    server.use(
      http.get(`${API}/referrals/1`, () => HttpResponse.json({ data: referral })),
      http.patch(`${API}/referrals/1`, () =>
        HttpResponse.json([{ key: 'businessName', message: 'That name is taken' }], { status: 400 }),
      ),
    );
    const { user } = renderApp('/referrals/1/edit');
    const name = await screen.findByLabelText('Business Name');
    await user.clear(name);
    await user.type(name, 'Taken Name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That name is taken')).toBeInTheDocument();
    expect(name).toHaveValue('Taken Name');
  });
});
