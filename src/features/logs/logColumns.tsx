import { Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ListColumn } from '../../components/list/listColumn';
import { formatTimestampPadded, isoDateTime } from '../../lib/format';
import { actionColour } from './logLabels';
import { USER_DELETED, type LogRow } from './logRows';

/** Module-level, so the list table's memoised search text survives every re-render. */
export const logColumns: ListColumn<LogRow>[] = [
  {
    key: 'message',
    title: 'Message',
    text: (row) => row.message,
    // The message takes the width the other columns leave, and wraps: the date stays in view.
    render: (row) => <div style={{ overflowWrap: 'anywhere' }}>{row.message}</div>,
  },
  { key: 'model', title: 'Type', text: (row) => row.modelText, width: 96 },
  {
    key: 'action',
    title: 'Action',
    text: (row) => row.actionText,
    width: 180,
    render: (row) => (
      <Tag color={actionColour(row.type)} style={{ whiteSpace: 'normal' }}>
        {row.actionText}
      </Tag>
    ),
  },
  {
    key: 'user',
    title: 'User Responsible',
    text: (row) => row.userName,
    width: 140,
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
    csvText: (row) => isoDateTime(row.time),
    width: 150,
    // On a narrow screen the time goes under the date rather than off the edge.
    render: (row) => formatTimestampPadded(row.time),
    sortValue: (row) => (Number.isNaN(row.time) ? -Infinity : row.time),
  },
];
