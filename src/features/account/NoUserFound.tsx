import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { AccountCard } from './AccountCard';

const NO_USER_FOUND = 'No user found!';

/** A verify or reset link that names nobody: missing, invalid, used or expired. */
export function NoUserFound({
  explanation,
  onRetry,
  action,
}: {
  explanation: string;
  /** Offered when the lookup failed for another reason than a bad link (network, server). */
  onRetry?: () => void;
  action?: ReactNode;
}) {
  return (
    <AccountCard title={NO_USER_FOUND}>
      <Flex vertical gap={16} align="center">
        <Typography.Paragraph style={{ margin: 0, textAlign: 'center' }}>{explanation}</Typography.Paragraph>
        {onRetry && (
          <Button type="primary" onClick={onRetry}>
            Try again
          </Button>
        )}
        {action}
      </Flex>
    </AccountCard>
  );
}
