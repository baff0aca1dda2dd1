import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/usePageTitle';

/** A page's title (its one h1, also the browser tab's name) with the page's actions beside it. */
export function PageHeader({ title, extra, back }: { title: string; extra?: ReactNode; back?: ReactNode }) {
  usePageTitle(title);
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        {back}
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography.Title>
      </Flex>
      {extra && (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
