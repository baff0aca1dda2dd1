import { Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fullName } from '../../lib/fullName';

type Person = { id: number; firstName: string; lastName?: string | null; email: string };

/** One person in the users section: name (linking to the user), email, and an action or state. */
export function BusinessUserRow({
  user,
  note,
  action,
}: {
  user: Person;
  note?: ReactNode;
  action: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="li"
      align="center"
      justify="space-between"
      gap={8}
      style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorSplit}` }}
    >
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Link to={`/users/${user.id}`} style={{ overflowWrap: 'anywhere' }}>
          {fullName(user)}
        </Link>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography.Text>
        {note}
      </Flex>
      <div style={{ flexShrink: 0 }}>{action}</div>
    </Flex>
  );
}

export const rowListStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
