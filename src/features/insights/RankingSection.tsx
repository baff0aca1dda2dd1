import { Empty, Flex } from 'antd';
import { InAppLink } from '../../components/InAppLink';
import { Panel } from '../../components/Panel';
import type { RankedBusiness } from '../../lib/insights/aggregate';
import { formatCount } from '../../lib/format';
import { CsvButton } from './CsvButton';
import { FigureTable } from './FigureTable';
import { MoreNote } from './MoreNote';
import { businessPath, referralsOfPath } from './links';

/**
 * One ranking (the top businesses by referrals given, or received): each row leads to the business
 * and to the referrals list searched for it. A table on every screen: on a phone it is the view.
 */
export function RankingSection({
  title,
  countTitle,
  exportName,
  ranking,
  more,
}: {
  title: string;
  countTitle: string;
  exportName: string;
  ranking: readonly RankedBusiness[];
  /** The other businesses with referrals, beyond the ranking. */
  more?: number;
}) {
  return (
    <Panel
      title={title}
      padding={16}
      extra={
        <CsvButton
          label={`Export ${title.toLowerCase()} as CSV`}
          exportName={exportName}
          header={['Rank', 'Business', countTitle]}
          rows={() => ranking.map((row, index) => [String(index + 1), row.name, String(row.count)])}
        />
      }
    >
      {ranking.length === 0 ? (
        <Empty description="No referrals in this period" />
      ) : (
        <FigureTable
          caption={title}
          columns={[{ title: 'Business' }, { title: countTitle, numeric: true }, { title: 'Referrals' }]}
          rows={ranking.map((row, index) => ({
            key: row.id,
            cells: [
              <Flex key="name" gap={8}>
                <span aria-hidden>{index + 1}.</span>
                <InAppLink to={businessPath(row.id)}>{row.name}</InAppLink>
              </Flex>,
              formatCount(row.count),
              <InAppLink key="list" to={referralsOfPath(row.name)}>
                <span className="visually-hidden">Referrals of {row.name}</span>
                <span aria-hidden>View</span>
              </InAppLink>,
            ],
          }))}
        />
      )}
      <MoreNote more={more} noun={more === 1 ? 'business' : 'businesses'} />
    </Panel>
  );
}
