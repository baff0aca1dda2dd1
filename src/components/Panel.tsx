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
 * The theme's CSS variables rather than its token values: the same markup in every theme, so the
 * sign-in page rendered at build time hydrates in any of them.
 */
export function Panel({ title, extra, children, padding = 20, style, ...attributes }: PanelProps) {
  const border = 'var(--ant-line-width) var(--ant-line-type) var(--ant-color-border-secondary)';
  return (
    <div
      {...attributes}
      style={{
        background: 'var(--ant-color-bg-container)',
        border,
        borderRadius: 'var(--ant-border-radius-lg)',
        color: 'var(--ant-color-text)',
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
            padding: '8px var(--ant-padding-lg)',
            borderBottom: border,
          }}
        >
          <h2
            style={{
              margin: 0,
              fontSize: 'var(--ant-font-size-lg)',
              fontWeight: 'var(--ant-font-weight-strong)',
              color: 'var(--ant-color-text-heading)',
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
