import { Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type DashboardTileProps = {
  title: string;
  value: ReactNode;
  /** Where the tile leads: the list behind the figure. */
  to: string;
  icon?: ReactNode;
  /** A line of small print under the value. */
  note?: ReactNode;
};

/**
 * Inline styles cannot reach :focus-visible, so the ring lives in one shared stylesheet. React 19
 * hoists it into <head> once, however many tiles render; the colour in its key follows the theme.
 */
function TileStyles() {
  const { token } = theme.useToken();
  const css = `
.dashboard-tile { display: block; height: 100%; color: inherit; text-decoration: none; border-radius: ${token.borderRadiusLG}px; }
.dashboard-tile:hover { color: inherit; }
.dashboard-tile:focus-visible { outline: ${token.lineWidthFocus}px solid ${token.colorPrimary}; outline-offset: 2px; }`;
  return (
    <style href={`dashboard-tile-${token.colorPrimary}-${token.borderRadiusLG}`} precedence="default">
      {css}
    </style>
  );
}

/** A figure on the dashboard: a large value under its title; the whole tile is one link. */
export function DashboardTile({ title, value, to, icon, note }: DashboardTileProps) {
  return (
    <Link to={to} className="dashboard-tile">
      <TileStyles />
      <Card hoverable style={{ height: '100%' }} styles={{ body: { padding: 20 } }}>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">
            {icon && <span aria-hidden>{icon} </span>}
            {title}
          </Typography.Text>
          <Typography.Text strong style={{ fontSize: 32, lineHeight: 1.25, overflowWrap: 'anywhere' }}>
            {value}
          </Typography.Text>
          {note && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {note}
            </Typography.Text>
          )}
        </Flex>
      </Card>
    </Link>
  );
}
