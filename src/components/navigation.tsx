import {
  AuditOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  LogoutOutlined,
  ShareAltOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export type NavLink = { to: string; label: string; icon: ReactNode };

export const DRAWER_TITLE = 'Find your next referral';

/** The drawer's links above the divider. */
export const MAIN_LINKS: NavLink[] = [
  { to: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined aria-hidden /> },
  { to: '/businesses', label: 'Businesses', icon: <ShopOutlined aria-hidden /> },
  { to: '/referrals', label: 'Referrals', icon: <ShareAltOutlined aria-hidden /> },
  { to: '/users', label: 'Users', icon: <TeamOutlined aria-hidden /> },
  { to: '/regions', label: 'Regions', icon: <EnvironmentOutlined aria-hidden /> },
  { to: '/categories', label: 'Categories', icon: <TagsOutlined aria-hidden /> },
];

/** The drawer's links below the divider. */
export const FOOTER_LINKS: NavLink[] = [
  { to: '/logs', label: 'Logs', icon: <AuditOutlined aria-hidden /> },
  { to: '/logout', label: 'Sign Out', icon: <LogoutOutlined aria-hidden /> },
];

/** The drawer link a path belongs to: `/referrals/4/edit` belongs to `/referrals`; `/` to the dashboard. */
export function activeLink(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first === '' ? '/dashboard' : `/${first}`;
}
