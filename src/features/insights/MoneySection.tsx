import { Empty } from 'antd';
import type { Insights } from '../../api/endpoints/insights';
import { InAppLink } from '../../components/InAppLink';
import { Panel } from '../../components/Panel';
import { monthLabel } from '../../lib/insights/period';
import { formatMoney, plainMoney } from '../../lib/format';
import { CsvButton } from './CsvButton';
import { FigureTable } from './FigureTable';
import { MoreNote } from './MoreNote';
import { businessPath, referralsOfPath } from './links';

const MONEY_TREND_TITLE = 'Money made per month';
const MONEY_RANKING_TITLE = 'Top businesses by money made on referrals received';

/** The money the server's insights extension adds: per month, and the businesses it was made by. */
export function MoneySection({
  insights,
}: {
  insights: Pick<Insights, 'moneyTrend' | 'moneyRanking' | 'moneyRankingMore'>;
}) {
  const { moneyTrend, moneyRanking, moneyRankingMore } = insights;
  return (
    <>
      <Panel
        title={MONEY_TREND_TITLE}
        padding={16}
        extra={
          <CsvButton
            label="Export money made per month as CSV"
            exportName="money-per-month"
            header={['Month', 'Money made']}
            rows={() => moneyTrend.map((point) => [point.month, plainMoney(point.amount)])}
          />
        }
      >
        <FigureTable
          caption={MONEY_TREND_TITLE}
          columns={[{ title: 'Month' }, { title: 'Money made', numeric: true }]}
          rows={moneyTrend.map((point) => ({
            key: point.month,
            cells: [monthLabel(point.month), formatMoney(point.amount)],
          }))}
        />
      </Panel>
      <Panel
        title={MONEY_RANKING_TITLE}
        padding={16}
        extra={
          <CsvButton
            label="Export the money ranking as CSV"
            exportName="top-money"
            header={['Rank', 'Business', 'Money made']}
            rows={() =>
              moneyRanking.map((row, index) => [String(index + 1), row.name, plainMoney(row.amount)])
            }
          />
        }
      >
        {moneyRanking.length === 0 ? (
          <Empty description="No money made in this period" />
        ) : (
          <FigureTable
            caption={MONEY_RANKING_TITLE}
            columns={[{ title: 'Business' }, { title: 'Money made', numeric: true }, { title: 'Referrals' }]}
            rows={moneyRanking.map((row) => ({
              key: row.id,
              cells: [
                <InAppLink key="name" to={businessPath(row.id)}>
                  {row.name}
                </InAppLink>,
                formatMoney(row.amount),
                <InAppLink key="list" to={referralsOfPath(row.name)}>
                  <span className="visually-hidden">Referrals of {row.name}</span>
                  <span aria-hidden>View</span>
                </InAppLink>,
              ],
            }))}
          />
        )}
        <MoreNote more={moneyRankingMore} noun={moneyRankingMore === 1 ? 'business' : 'businesses'} />
      </Panel>
    </>
  );
}
