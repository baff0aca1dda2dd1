import { Alert, Typography } from 'antd';
import type { BulkReport } from './bulkActions';
import { fullName } from '../../lib/fullName';

const HEADINGS = { resend: 'Resend verification email', remove: 'Remove users' } as const;

/** What a bulk action did, user by user, until the admin dismisses it. */
export function BulkReportAlert({ report, onClose }: { report: BulkReport; onClose: () => void }) {
  const succeeded = report.outcomes.filter((outcome) => outcome.ok).length;
  const failed = report.outcomes.length - succeeded;
  const done = report.kind === 'resend' ? 'sent' : 'removed';
  const summary = `${HEADINGS[report.kind]}: ${succeeded} ${done}${failed > 0 ? `, ${failed} failed` : ''}`;
  return (
    <Alert
      type={failed === 0 ? 'success' : succeeded === 0 ? 'error' : 'warning'}
      showIcon
      closable={{ 'aria-label': 'Dismiss' }}
      onClose={onClose}
      title={summary}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {report.outcomes.map(({ user, ok, text }) => (
            <li key={user.id} style={{ overflowWrap: 'anywhere' }}>
              {`${fullName(user)} (${user.email}): `}
              <Typography.Text type={ok ? 'success' : 'danger'}>{text}</Typography.Text>
            </li>
          ))}
        </ul>
      }
    />
  );
}
