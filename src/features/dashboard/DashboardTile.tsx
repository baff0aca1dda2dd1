import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../components/Panel';

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
.dashboard-tile:hover > div { box-shadow: ${token.boxShadowTertiary}; }
.dashboard-tile:focus-visible { outline: ${token.lineWidthFocus}px solid ${token.colorPrimary}; outline-offset: 2px; }`;
  return (
    <style href={`dashboard-tile-${token.colorPrimary}-${token.borderRadiusLG}`} precedence="default">
      {css}
    </style>
  );
}

/** A figure on the dashboard: a large value under its title; the whole tile is one link. */
export function DashboardTile({ title, value, to, icon, note }: DashboardTileProps) {
  const { token } = theme.useToken();
  return (
    <Link to={to} className="dashboard-tile">
      <TileStyles />
      <Panel style={{ height: '100%', transition: `box-shadow ${token.motionDurationMid}` }}>
        <Flex vertical gap={4}>
          <span style={{ color: token.colorTextSecondary }}>
            {icon && <span aria-hidden>{icon} </span>}
            {title}
          </span>
          <strong
            style={{
              fontSize: 32,
              lineHeight: 1.25,
              fontWeight: token.fontWeightStrong,
              overflowWrap: 'anywhere',
            }}
          >
            {value}
          </strong>
          {note && <span style={{ color: token.colorTextSecondary, fontSize: 12 }}>{note}</span>}
        </Flex>
      </Panel>
    </Link>
  );
}
