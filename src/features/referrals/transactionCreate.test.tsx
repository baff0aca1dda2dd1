import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, sentBodies, server } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { answerReferral } from '../../test/answers';
import { valueOf } from '../../test/antd';
import { referral, transaction } from '../../test/fixtures/referrals';
import { typeDate } from '../../test/forms';
import { storeSession } from '../../test/session';

beforeEach(() => storeSession());

describe('/referrals/:referralId/transaction/create', () => {
  it('sends the amount as a number and the date as YYYY-MM-DD, then the detail shows the new total', async () => {
    let current = referral;
    answerReferral(() => current);
    server.use(
      http.post(`${API}/transactions`, () => {
        const added = transaction(13, 1250.5, '2024-03-05');
        current = { ...current, transactions: [added, ...(current.transactions ?? [])] };
        return HttpResponse.json({ data: added }, { status: 201 });
      }),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/referrals/1/transaction/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Transaction' })).toBeInTheDocument();
    expect(screen.getByText(/Money made on the referral of Harbour Bakery/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '1250.5');
    await typeDate(user, '2024-03-05');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/1'));
    await waitFor(() => expect(valueOf('Total Money Made').textContent).toBe('$1,601'));
    expect(lines(seen).filter((line) => line.startsWith('POST'))).toHaveLength(1);
    const posted = seen.findIndex((request) => request.method === 'POST');
    expect(lines(seen)[posted]).toBe('POST /transactions');
    expect((await sentBodies(seen))[posted]).toEqual({ amount: 1250.5, date: '2024-03-05', referralId: 1 });
  });

  it('refuses abc, -5, 1e9999, 0.001, 0 and more than a billion with a clear message, sending nothing', async () => {
    answerReferral();
    const seen = recordRequests();
    const { user } = renderApp('/referrals/1/transaction/create');
    const amount = await screen.findByLabelText('Amount');
    for (const [typed, message] of [
      ['abc', 'Please enter a number of dollars, like 1250 or 1250.50'],
      ['-5', 'The amount must be more than $0'],
      ['1e9999', 'Please enter a number of dollars, like 1250 or 1250.50'],
      ['0.001', 'Please use at most two decimal places (cents)'],
      ['0', 'The amount must be more than $0'],
      ['1000000000.01', 'The amount can be at most $1,000,000,000'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: 'Create' }));
      const shown = await screen.findByText(message);
      expect(amount.closest('.ant-form-item')).toContainElement(shown);
    }
    expect(lines(seen)).toEqual(['GET /referrals/1?extended=true']);
  });

  it('requires an amount and a date', async () => {
    answerReferral();
    const seen = recordRequests();
    const { user } = renderApp('/referrals/1/transaction/create');
    const date = await screen.findByLabelText('Date');
    // Today is offered; clearing it leaves the date missing.
    expect(date).toHaveValue(new Date().toLocaleDateString('sv'));
    const clear = date.closest('.ant-picker')?.querySelector('.ant-picker-clear');
    if (!clear) throw new Error('The date has no clear button');
    await user.click(clear);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter the amount')).toBeInTheDocument();
    expect(await screen.findByText('Please choose the date')).toBeInTheDocument();
    expect(lines(seen)).toEqual(['GET /referrals/1?extended=true']);
  });

  it("shows the server's amount error under the amount", async () => {
    answerReferral();
    server.use(
      http.post(`${API}/transactions`, () =>
        HttpResponse.json(
          {
            message: 'Please correct the following: amount: Must be a multiple of 0.01',
            data: [{ key: 'amount', message: 'Must be a multiple of 0.01' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderApp('/referrals/1/transaction/create');
    await user.type(await screen.findByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const message = await screen.findByText('Must be a multiple of 0.01');
    expect(screen.getByLabelText('Amount').closest('.ant-form-item')).toContainElement(message);
    expect(router.state.location.pathname).toBe('/referrals/1/transaction/create');
  });

  it('shows the not-found page for a referral that fails to load', async () => {
    server.use(
      http.get(`${API}/referrals/5`, () =>
        HttpResponse.json({ message: 'Referral not found' }, { status: 404 }),
      ),
    );
    renderApp('/referrals/5/transaction/create');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});
