import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, lines, recordRequests, server, specLines } from '../../test/msw';
import { renderApp } from '../../test/renderApp';
import { tableRows } from '../../test/antd';
import { answerReferral } from '../../test/answers';
import { valueOf } from '../../test/antd';
import { referral, referralList, transaction } from '../../test/fixtures/referrals';
import { storeSession } from '../../test/session';

beforeEach(() => storeSession());

const moneyTable = () => screen.getByRole('table', { name: 'Money made' });

describe('/referrals/:referralId', () => {
  it('shows every field of the referral, loaded with extended=true', async () => {
    answerReferral(() => referral);
    const seen = recordRequests();
    renderApp('/referrals/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Bakery' })).toBeInTheDocument();
    expect(specLines(seen)).toEqual(['GET /referrals/1?extended=true']);
    expect(valueOf('Business Name')).toHaveTextContent('Harbour Bakery');
    expect(valueOf('Additional Information').textContent).toBe('Needs a new oven\nurgently');
    expect(valueOf('Importance').querySelector('.ant-tag')).toHaveClass('ant-tag-red');
    expect(valueOf('Importance')).toHaveTextContent('Hot');
    expect(valueOf('Acceptance Type')).toHaveTextContent('Accepted');
    expect(valueOf('Customer Type')).toHaveTextContent('New customer');
    expect(screen.queryByText('Closure Reason')).toBeNull();
    expect(valueOf('Contact Name')).toHaveTextContent('Grace Hopper');
    expect(within(valueOf('Email')).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    expect(within(valueOf('Mobile')).getByRole('link', { name: '0400123456' })).toHaveAttribute(
      'href',
      'tel:0400123456',
    );
    const website = within(valueOf('Website')).getByRole('link', { name: 'https://harbour.example.com' });
    expect(website).toHaveAttribute('href', 'https://harbour.example.com/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(valueOf('Referrer')).getByRole('link', { name: 'Acme Plumbing' })).toHaveAttribute(
      'href',
      '/businesses/7',
    );
    expect(within(valueOf('Referred To')).getByRole('link', { name: 'Bolt Electric' })).toHaveAttribute(
      'href',
      '/businesses/8',
    );
    expect(valueOf('Total Money Made').textContent).toBe('$350.50');
    expect(valueOf('Created At')).toHaveTextContent('5 March, 2024 03:04 PM');
    expect(valueOf('Last Updated At')).toHaveTextContent('31 December, 2024 09:05 AM');
    expect(screen.getByRole('link', { name: /^(edit )?Edit$/ })).toHaveAttribute('href', '/referrals/1/edit');
    expect(screen.getByRole('link', { name: 'Back to referrals' })).toHaveAttribute('href', '/referrals');
  });

  it("shows an italic 'Pending' customer type, the closure reason when there is one, and the contact without a last name", async () => {
    answerReferral(() => ({
      ...referral,
      customerType: null,
      closureReason: 'Went with a competitor',
      lastName: null,
    }));
    renderApp('/referrals/1');
    await screen.findByRole('heading', { level: 1, name: 'Harbour Bakery' });
    const pending = within(valueOf('Customer Type')).getByText('Pending');
    expect(pending.tagName).toBe('EM');
    expect(valueOf('Closure Reason')).toHaveTextContent('Went with a competitor');
    expect(valueOf('Contact Name').textContent).toBe('Grace');
  });

  it('never links a javascript: website and shows HTML as text', async () => {
    answerReferral(() => ({
      ...referral,
      website: 'javascript:alert(1)',
      description: '<script>alert(1)</script><b>bold</b>',
      businessName: '<i>Harbour</i>',
    }));
    renderApp('/referrals/1');
    expect(await screen.findByRole('heading', { level: 1, name: '<i>Harbour</i>' })).toBeInTheDocument();
    expect(valueOf('Website')).toHaveTextContent('javascript:alert(1)');
    expect(within(valueOf('Website')).queryByRole('link')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(valueOf('Additional Information').textContent).toBe('<script>alert(1)</script><b>bold</b>');
    expect(document.querySelector('main b, main i, main script')).toBeNull();
  });

  it('adds money exactly: 0.1 + 0.2 shows $0.30', async () => {
    answerReferral(() => ({
      ...referral,
      transactions: [transaction(1, 0.1, '2024-01-01'), transaction(2, 0.2, '2024-01-02')],
    }));
    renderApp('/referrals/1');
    await screen.findByRole('heading', { level: 1, name: 'Harbour Bakery' });
    expect(valueOf('Total Money Made').textContent).toBe('$0.30');
  });

  it('lists money made newest first, with $ amounts, dates and row links', async () => {
    answerReferral(() => ({
      ...referral,
      transactions: [
        transaction(1, 100, '2023-12-25'),
        transaction(2, 1250.5, '2024-05-01'),
        transaction(3, 20, '2024-01-15'),
        transaction(4, 5, '2024-05-01'),
      ],
    }));
    renderApp('/referrals/1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Money Made' })).toBeInTheDocument();
    const rows = tableRows(moneyTable()).map((row) =>
      [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['$5', '1 May, 2024'],
      ['$1,250.50', '1 May, 2024'],
      ['$20', '15 January, 2024'],
      ['$100', '25 December, 2023'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit transaction of $20 on 15 January, 2024' })).toHaveAttribute(
      'href',
      '/referrals/1/transaction/3',
    );
    expect(screen.getByRole('link', { name: 'Create Transaction' })).toHaveAttribute(
      'href',
      '/referrals/1/transaction/create',
    );
    expect(valueOf('Total Money Made').textContent).toBe('$1,375.50');
  });

  it("says 'No money made' and a $0 total without transactions", async () => {
    answerReferral(() => ({ ...referral, transactions: [] }));
    renderApp('/referrals/1');
    expect(await screen.findByText('No money made')).toBeInTheDocument();
    expect(valueOf('Total Money Made').textContent).toBe('$0');
  });

  it('deletes a transaction only after confirmation, then shows the new total', async () => {
    let current = referral;
    answerReferral(() => current);
    server.use(
      http.delete(`${API}/transactions/12`, () => {
        current = { ...current, transactions: [transaction(11, 100, '2024-03-01')] };
        return HttpResponse.json({ message: 'Transaction deleted.' });
      }),
    );
    const seen = recordRequests();
    const { user } = renderApp('/referrals/1');
    // The button as it is now: antd's table takes over from the look-alike that draws the first rows.
    const remove = () =>
      screen.findByRole('button', { name: 'Delete transaction of $250.50 on 2 April, 2024' });
    await user.click(await remove());
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Are you sure you want to delete this transaction?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lines(seen).filter((line) => line.startsWith('DELETE'))).toEqual([]);

    await user.click(await remove());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(valueOf('Total Money Made').textContent).toBe('$100'));
    expect(lines(seen)).toContain('DELETE /transactions/12');
    expect(tableRows(moneyTable())).toHaveLength(1);
  });

  describe('on a phone (375 px)', () => {
    const initialWidth = window.innerWidth;
    beforeEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 }));
    afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth }));

    it('offers Edit and Delete on each money-made card, deleting only after the same confirmation', async () => {
      let current = referral;
      answerReferral(() => current);
      server.use(
        http.delete(`${API}/transactions/12`, () => {
          current = { ...current, transactions: [transaction(11, 100, '2024-03-01')] };
          return HttpResponse.json({ message: 'Transaction deleted.' });
        }),
      );
      const seen = recordRequests();
      const { user } = renderApp('/referrals/1');
      const cards = await screen.findByRole('list', { name: 'Money made' });
      expect(screen.queryByRole('table', { name: 'Money made' })).toBeNull();
      const [newest, older] = within(cards).getAllByRole('listitem');
      if (!newest || !older) throw new Error('two money-made cards expected');
      expect(newest).toHaveTextContent('$250.50');
      expect(
        within(newest).getByRole('link', { name: 'Edit transaction of $250.50 on 2 April, 2024' }),
      ).toHaveAttribute('href', '/referrals/1/transaction/12');
      expect(
        within(older).getByRole('link', { name: 'Edit transaction of $100 on 1 March, 2024' }),
      ).toHaveAttribute('href', '/referrals/1/transaction/11');

      const remove = within(newest).getByRole('button', {
        name: 'Delete transaction of $250.50 on 2 April, 2024',
      });
      await user.click(remove);
      const question = await screen.findByRole('dialog');
      expect(question).toHaveTextContent('Are you sure you want to delete this transaction?');
      await user.click(within(question).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(lines(seen).filter((line) => line.startsWith('DELETE'))).toEqual([]);

      await user.click(remove);
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(valueOf('Total Money Made').textContent).toBe('$100'));
      expect(lines(seen)).toContain('DELETE /transactions/12');
      expect(within(screen.getByRole('list', { name: 'Money made' })).getAllByRole('listitem')).toHaveLength(
        1,
      );
    });
  });

  it("shows the server's reason when a transaction delete fails", async () => {
    answerReferral(() => referral);
    server.use(
      http.delete(`${API}/transactions/12`, () =>
        HttpResponse.json({ message: 'Transaction not found' }, { status: 404 }),
      ),
    );
    const { user } = renderApp('/referrals/1');
    await user.click(await screen.findByRole('button', { name: /Delete transaction of \$250.50/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Transaction not found')).toBeInTheDocument();
  });

  it('deletes the referral after asking about it by name, then goes to /referrals', async () => {
    answerReferral(() => referral);
    server.use(
      http.delete(`${API}/referrals/1`, () =>
        HttpResponse.json({ message: 'Referral Harbour Bakery deleted.' }),
      ),
      http.get(`${API}/referrals`, () => HttpResponse.json({ data: referralList.slice(1) })),
    );
    const seen = recordRequests();
    const { user, router } = renderApp('/referrals/1');
    await screen.findByRole('heading', { level: 1, name: 'Harbour Bakery' });
    await user.click(screen.getByRole('button', { name: /^(delete )?Delete$/ }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Are you sure you want to delete the referral to Harbour Bakery');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lines(seen).filter((line) => line.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^(delete )?Delete$/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals'));
    expect(lines(seen)).toContain('DELETE /referrals/1');
  });

  it.each([
    ['a missing referral', 404],
    ['a server failure', 500],
  ])('shows the not-found page for %s', async (_case, status) => {
    server.use(http.get(`${API}/referrals/1`, () => HttpResponse.json({ message: 'No' }, { status })));
    renderApp('/referrals/1');
    expect(await screen.findByText('Not found', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it.each(['/referrals/abc', '/referrals/0', '/referrals/1.5'])(
    'shows the not-found page for %s without a request',
    async (path) => {
      const seen = recordRequests();
      renderApp(path);
      expect(await screen.findByText('Not found')).toBeInTheDocument();
      expect(seen).toHaveLength(0);
    },
  );
});
