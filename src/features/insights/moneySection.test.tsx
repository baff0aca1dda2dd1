import { render, screen, within } from '@testing-library/react';
import { MoneySection } from './MoneySection';

// The money the insights extension answers: shown as tables whose rows lead to the records.
describe('money made, from the insights extension', () => {
  it('lists money per month and the businesses it was made by, with links', () => {
    render(
      <MoneySection
        insights={{
          moneyTrend: [
            { month: '2025-07', amount: 1234.5 },
            { month: '2025-08', amount: 0 },
          ],
          moneyRanking: [{ id: 7, name: 'Birch Legal', amount: 98765.4 }],
        }}
      />,
    );
    const months = within(screen.getByRole('table', { name: 'Money made per month' }));
    expect(months.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'MonthMoney made',
      'Jul 2025$1,234.50',
      'Aug 2025$0',
    ]);
    const ranking = within(
      screen.getByRole('table', { name: 'Top businesses by money made on referrals received' }),
    );
    expect(ranking.getByRole('link', { name: 'Birch Legal' })).toHaveAttribute('href', '/businesses/7');
    expect(ranking.getByRole('link', { name: /Referrals of Birch Legal/ })).toHaveAttribute(
      'href',
      '/referrals?q=Birch+Legal',
    );
    expect(ranking.getByText('$98,765.40')).toBeInTheDocument();
  });

  it('says when no money was made in the period', () => {
    render(<MoneySection insights={{ moneyTrend: [], moneyRanking: [] }} />);
    expect(screen.getByText('No money made in this period')).toBeInTheDocument();
  });
});
