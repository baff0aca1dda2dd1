import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { answerReferral } from '../../test/answers';
import { valueOf } from '../../test/antd';
import { referral, storedTransaction, transaction } from '../../test/fixtures/referrals';
import { typeDate } from '../../test/forms';
import { storeSession } from '../../test/session';

beforeEach(() => storeSession());

describe('/referrals/:referralId/transaction/:transactionId', () => {
  it('is prefilled, sends amount, date, transactionId and referralId, and returns to the referral', async () => {
    let current = referral;
    answerReferral(() => current);
    server.use(
      http.get(`${API}/transactions/12`, () =>
        HttpResponse.json({ data: storedTransaction(12, 250.5, '2024-04-02') }),
      ),
      http.put(`${API}/transactions/12`, () => {
        const changed = transaction(12, 300, '2024-04-03');
        current = { ...current, transactions: [changed, transaction(11, 100, '2024-03-01')] };
        return HttpResponse.json({ data: changed });
      }),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/referrals/1/transaction/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Transaction' })).toBeInTheDocument();
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveValue('250.50');
    expect(screen.getByLabelText('Date')).toHaveValue('2024-04-02');
    expect(screen.getByRole('link', { name: 'Back to the referral' })).toHaveAttribute(
      'href',
      '/referrals/1',
    );
    await user.clear(amount);
    await user.type(amount, '300');
    await typeDate(user, '2024-04-03');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/1'));
    await waitFor(() => expect(valueOf('Total Money Made').textContent).toBe('$400'));
    const put = seen.findIndex((request) => request.method === 'PUT');
    expect(lines(seen)[put]).toBe('PUT /transactions/12');
    expect((await sentBodies(seen))[put]).toEqual({
      amount: 300,
      date: '2024-04-03',
      transactionId: 12,
      referralId: 1,
    });
  });

  it('shows the not-found page for a transaction of another referral', async () => {
    answerReferral();
    server.use(
      http.get(`${API}/transactions/40`, () =>
        HttpResponse.json({ data: storedTransaction(40, 5, '2024-01-01', 2) }),
      ),
    );
    renderApp('/referrals/1/transaction/40');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });

  it('shows the not-found page for a missing transaction', async () => {
    answerReferral();
    server.use(
      http.get(`${API}/transactions/41`, () =>
        HttpResponse.json({ message: 'Transaction not found' }, { status: 404 }),
      ),
    );
    renderApp('/referrals/1/transaction/41');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
