import { Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ListColumn } from '../../components/ListTable';
import { formatTimestampPadded } from '../../lib/format';
import { actionColour } from './logLabels';
import { USER_DELETED, type LogRow } from './logRows';

/** Module-level, so the list table's memoised search text survives every re-render. */
export const logColumns: ListColumn<LogRow>[] = [
  {
    key: 'message',
    title: 'Message',
    text: (row) => row.message,
    // The table is as wide as its content: long messages wrap instead of pushing the date off screen.
    render: (row) => (
      <div style={{ minWidth: 200, maxWidth: 520, overflowWrap: 'anywhere' }}>{row.message}</div>
    ),
  },
  { key: 'model', title: 'Type', text: (row) => row.modelText },
  {
    key: 'action',
    title: 'Action',
    text: (row) => row.actionText,
    render: (row) => <Tag color={actionColour(row.type)}>{row.actionText}</Tag>,
  },
  {
    key: 'user',
    title: 'User Responsible',
    text: (row) => row.userName,
    render: (row) =>
      row.user ? (
        <Link to={`/users/${row.user.id}`}>{row.userName}</Link>
      ) : (
        <Typography.Text type="secondary">
          <em>{USER_DELETED}</em>
        </Typography.Text>
      ),
  },
  {
    key: 'date',
    title: 'Date',
    text: (row) => formatTimestampPadded(row.time),
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatTimestampPadded(row.time)}</span>,
    sortValue: (row) => (Number.isNaN(row.time) ? -Infinity : row.time),
  },
];
