import { Empty, Typography } from 'antd';
import { InAppLink } from '../../components/InAppLink';
import { Panel } from '../../components/Panel';
import type { QuietMember } from '../../lib/insights/aggregate';
import { QUIET_DAYS } from '../../lib/insights/period';
import { formatCount, formatDate, isoDate } from '../../lib/format';
import { CsvButton } from './CsvButton';
import { FigureTable } from './FigureTable';
import { businessPath } from './links';

const QUIET_TITLE = 'Quiet members';

/** The rows drawn on the page; the CSV holds them all. */
const SHOWN = 100;

/** The businesses with no referral given or received in the last 90 days: a count, a list, a CSV. */
export function QuietMembersSection({ quiet }: { quiet: readonly QuietMember[] }) {
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
        {quiet.length === 1 ? `1 business has` : `${formatCount(quiet.length)} businesses have`} given or
        received no referral in the last {QUIET_DAYS} days.
      </Typography.Paragraph>
      {quiet.length > SHOWN && (
        <Typography.Paragraph type="secondary">
          The first {SHOWN} by name are listed; the CSV holds all {formatCount(quiet.length)}.
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
    </Panel>
  );
}
