import { Empty, Typography } from 'antd';
import { InAppLink } from '../../components/InAppLink';
import { Panel } from '../../components/Panel';
import type { QuietMember } from '../../lib/insights/aggregate';
import { QUIET_DAYS } from '../../lib/insights/period';
import { formatCount, formatDate, isoDate } from '../../lib/format';
import { CsvButton } from './CsvButton';
import { FigureTable } from './FigureTable';
import { MoreNote } from './MoreNote';
import { businessPath } from './links';

const QUIET_TITLE = 'Quiet members';

/** The rows drawn on the page; the CSV holds them all. */
const SHOWN = 100;

/**
 * The businesses with no referral given or received in the last 90 days: a count, a list, a CSV.
 * `more`: those a server's answer left out (it lists the first by name).
 */
export function QuietMembersSection({ quiet, more = 0 }: { quiet: readonly QuietMember[]; more?: number }) {
  const count = quiet.length + Math.max(0, more);
  const shown = Math.min(SHOWN, quiet.length);
  return (
    <Panel
      title={QUIET_TITLE}
      padding={16}
      extra={
        <CsvButton
          label="Export quiet members as CSV"
          exportName="quiet-members"
          header={['Business', 'Region', 'Last referral']}
          rows={() => quiet.map((member) => [member.name, member.region, isoDate(member.lastReferral)])}
        />
      }
    >
      <Typography.Paragraph>
        {count === 1 ? `1 business has` : `${formatCount(count)} businesses have`} given or received no
        referral in the last {QUIET_DAYS} days.
      </Typography.Paragraph>
      {count > shown && (
        <Typography.Paragraph type="secondary">
          The first {shown} by name are listed;{' '}
          {more > 0
            ? `the CSV holds the first ${formatCount(quiet.length)}.`
            : `the CSV holds all ${formatCount(quiet.length)}.`}
        </Typography.Paragraph>
      )}
      {quiet.length === 0 ? (
        <Empty description="No quiet members" />
      ) : (
        <FigureTable
          maxHeight={420}
          caption={QUIET_TITLE}
          columns={[{ title: 'Business' }, { title: 'Region' }, { title: 'Last referral' }]}
          rows={quiet.slice(0, SHOWN).map((member) => ({
            key: member.id,
            cells: [
              <InAppLink key="name" to={businessPath(member.id)}>
                {member.name}
              </InAppLink>,
              member.region,
              member.lastReferral ? formatDate(member.lastReferral) : 'Never',
            ],
          }))}
        />
      )}
      <MoreNote more={count - shown} noun={count - shown === 1 ? 'business' : 'businesses'} />
    </Panel>
  );
}
