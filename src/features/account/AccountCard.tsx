import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadingBar } from '../../components/LoadingBar';
import { usePageTitle } from '../../lib/usePageTitle';

type AccountCardProps = {
  title: string;
  /** Shows the thin loading bar while a request is in flight. */
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
};

/** The public account pages' frame: a centred card with the logo, outside the signed-in layout. */
export function AccountCard({ title, busy = false, busyLabel = 'Sending', children }: AccountCardProps) {
  usePageTitle(title);
  return (
    <Flex
      component="main"
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, boxSizing: 'border-box' }}
    >
      <Card style={{ width: '100%', maxWidth: 440 }} styles={{ body: { padding: 0 } }}>
        <LoadingBar active={busy} label={busyLabel} />
        <div style={{ padding: 24 }}>
          <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
            <img src="/logo.svg" alt="Referral Network logo" width={72} height={72} />
            <Typography.Title
              level={1}
              style={{ fontSize: 24, margin: 0, textAlign: 'center', overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography.Title>
          </Flex>
          {children}
        </div>
      </Card>
    </Flex>
  );
}
