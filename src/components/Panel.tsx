import { theme } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';

type PanelProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** Shown as a heading in the panel's top row. */
  title?: ReactNode;
  /** Controls at the end of the title row. */
  extra?: ReactNode;
  children: ReactNode;
  /** Inner spacing of the body, in px. */
  padding?: number;
};

/**
 * A bordered surface in the theme's colours, as antd's Card draws it. The dashboard uses this
 * rather than Card because Card always brings antd's Tabs (for its tab list): about 14 KiB of
 * gzip on the first screen for a border and a title. Plain flex boxes inside, for the same reason.
 */
export function Panel({ title, extra, children, padding = 20, style, ...attributes }: PanelProps) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      {...attributes}
      style={{
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        ...style,
      }}
    >
      {title !== undefined && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 12,
            minHeight: 56,
            padding: `8px ${token.paddingLG}px`,
            borderBottom: border,
          }}
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
        </div>
      )}
      <div style={{ padding }}>{children}</div>
    </div>
  );
}
