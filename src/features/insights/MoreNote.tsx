import { Typography } from 'antd';
import { formatCount } from '../../lib/format';

/**
 * "and 12 more businesses": what a capped list of the server's answer left out, said under it;
 * nothing when it left out none.
 */
export function MoreNote({ more, noun }: { more: number | undefined; noun: string }) {
  if (!more || more <= 0) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
      and {formatCount(more)} more {noun}
    </Typography.Paragraph>
  );
}
