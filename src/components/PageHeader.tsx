import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/usePageTitle';

/** A page's title (its one h1, also the browser tab's name) with the page's actions beside it. */
export function PageHeader({ title, extra, back }: { title: string; extra?: ReactNode; back?: ReactNode }) {
  usePageTitle(title);
  const { token } = theme.useToken();
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        {back}
        {/* A plain h1 in Typography's heading style: Typography brings its editor and tooltip. */}
        <h1
          style={{
            fontSize: 24,
            lineHeight: 1.35,
            margin: 0,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
            overflowWrap: 'anywhere',
          }}
        >
          {title}
        </h1>
      </Flex>
      {extra && (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
