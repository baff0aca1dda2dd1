import { Tag, Typography } from 'antd';
import { InAppLink } from '../../components/InAppLink';
import type { ListCard, ListColumn } from '../../components/list/listColumn';
import { formatTimestampPadded, isoDateTime } from '../../lib/format';
import { actionColour } from './logLabels';
import { USER_DELETED, type LogRow } from './logRows';

/** An entry as a card on a phone: the message, then who did what and when. */
export const logCard: ListCard = { fields: ['action', 'user', 'date'] };

/** Module-level, so the list table's memoised search text survives every re-render. */
export const logColumns: ListColumn<LogRow>[] = [
  {
    key: 'message',
    title: 'Message',
    text: (row) => row.message,
    width: 280,
    // Read without hovering: the rest of the width, and a second line where the message needs it.
    fill: true,
    lines: 2,
    // The history extension names the entry's record: the message leads to that record's history,
    // which outlives the record (a deletion's entry too).
    render: (row) =>
      row.record ? (
        <InAppLink to={`/history/${row.record.model.toLowerCase()}/${row.record.id}`}>
          {row.message}
        </InAppLink>
      ) : (
        row.message
      ),
  },
  { key: 'model', title: 'Type', text: (row) => row.modelText, width: 110 },
  {
    key: 'action',
    title: 'Action',
    text: (row) => row.actionText,
    width: 180,
    render: (row) => <Tag color={actionColour(row.type)}>{row.actionText}</Tag>,
  },
  {
    key: 'user',
    title: 'User Responsible',
    text: (row) => row.userName,
    width: 180,
    render: (row) =>
      row.user ? (
        <InAppLink to={`/users/${row.user.id}`}>{row.userName}</InAppLink>
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
    width: 230,
    sortValue: (row) => (Number.isNaN(row.time) ? -Infinity : row.time),
  },
];
