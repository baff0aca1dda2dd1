import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { financialYearSpan } from '../../lib/financialYear';
import { formatMoney } from '../../lib/format';
import type { MoneyPoint } from './moneyMade';

export const MONEY_TABLE_CAPTION = 'Money made per financial year';

/**
 * The chart's figures as a table: for screen readers (visually hidden beside the chart) and for
 * anyone who prefers numbers (shown instead of the chart). Newest year first.
 */
export function MoneyPerYearTable({
  points,
  hidden = false,
}: {
  points: readonly MoneyPoint[];
  hidden?: boolean;
}) {
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: '8px 12px',
    borderBottom: `1px solid ${token.colorSplit}`,
    textAlign: 'start',
    fontWeight: 'normal',
  };
  const header: CSSProperties = { ...cell, fontWeight: 600, background: token.colorFillAlter };
  const amount: CSSProperties = { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' };
  const newestFirst = [...points].reverse();
  return (
    <div
      className={hidden ? 'visually-hidden' : undefined}
      style={hidden ? undefined : { overflowX: 'auto' }}
    >
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption className={hidden ? undefined : 'visually-hidden'}>
          {MONEY_TABLE_CAPTION} (July to June, named by the year in which it ends)
        </caption>
        <thead>
          <tr>
            <th scope="col" style={header}>
              Financial year
            </th>
            <th scope="col" style={header}>
              Period
            </th>
            <th scope="col" style={{ ...header, textAlign: 'end' }}>
              Money made
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((point) => (
            <tr key={point.year}>
              <th scope="row" style={cell}>
                {point.label}
              </th>
              <td style={cell}>{financialYearSpan(point.year)}</td>
              <td style={amount}>{formatMoney(point.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
