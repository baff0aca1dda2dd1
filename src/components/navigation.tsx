import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

export type NavLink = { to: string; label: string; icon: ReactNode };

export const DRAWER_TITLE = 'Find your next referral';

/**
 * A screen of the signed-in console as the app shell composes it: its routes, and its link in the
 * drawer (which the command palette lists too).
 */
export type FeatureModule = { routes: RouteObject[]; link: NavLink };

/** The drawer link a path belongs to: `/referrals/4/edit` belongs to `/referrals`; `/` to the dashboard. */
export function activeLink(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first === '' ? '/dashboard' : `/${first}`;
}
