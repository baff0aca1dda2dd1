import { Flex, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

type PanelProps = {
  /** Shown as a heading in the panel's top row. */
  title?: ReactNode;
  /** Controls at the end of the title row. */
  extra?: ReactNode;
  children: ReactNode;
  /** Inner spacing of the body, in px. */
  padding?: number;
  style?: CSSProperties;
  className?: string;
};

/**
 * A bordered surface in the theme's colours, as antd's Card draws it. The dashboard uses this
 * rather than Card because Card always brings antd's Tabs (for its tab list): about 14 KiB of
 * gzip on the first screen for a border and a title.
 */
export function Panel({ title, extra, children, padding = 20, style, className }: PanelProps) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      className={className}
      style={{
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        ...style,
      }}
    >
      {title !== undefined && (
        <Flex
          align="center"
          justify="space-between"
          gap={12}
          wrap
          style={{ minHeight: 56, padding: `8px ${token.paddingLG}px`, borderBottom: border }}
        >
          <h2
            style={{
              margin: 0,
              fontSize: token.fontSizeLG,
              fontWeight: token.fontWeightStrong,
              color: token.colorTextHeading,
            }}
          >
            {title}
          </h2>
          {extra}
        </Flex>
      )}
      <div style={{ padding }}>{children}</div>
    </div>
  );
}
