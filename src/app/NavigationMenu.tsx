import { LogoutOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { activeLink, type NavLink } from '../components/navigation';
import { FOOTER_FEATURES, MAIN_FEATURES } from './features';

const MAIN_LINKS = MAIN_FEATURES.map((feature) => feature.link);
const FOOTER_LINKS: NavLink[] = [
  ...FOOTER_FEATURES.map((feature) => feature.link),
  { to: '/logout', label: 'Sign Out', icon: <LogoutOutlined aria-hidden /> },
];
/** Every screen of the drawer, which the command palette lists too. */
export const PAGES = [...MAIN_LINKS, ...FOOTER_LINKS];

/**
 * The console's pages, as the side drawer and a phone's menu list them: two lists of links (the
 * footer's below a line), the current section marked (`aria-current`). Site navigation is links a
 * screen reader lists as such, not antd's Menu (an application menu, `role="menu"`, with the
 * tooltip and overflow code it brings before the first paint); its look is index.html's `.nav-*`.
 */
export function NavigationMenu({ onNavigate }: { onNavigate?: () => void }) {
  const current = activeLink(useLocation().pathname);
  return [MAIN_LINKS, FOOTER_LINKS].map((links, group) => (
    <ul key={group} className="nav-links">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="nav-link"
            aria-current={link.to === current ? 'page' : undefined}
            onClick={onNavigate}
          >
            <span className="nav-link__icon" aria-hidden>
              {link.icon}
            </span>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  ));
}
