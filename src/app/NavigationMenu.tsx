import { LogoutOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { activeLink, type NavLink } from '../components/navigation';
import { FOOTER_FEATURES, MAIN_FEATURES } from './features';

const toItem = (link: NavLink) => ({
  key: link.to,
  icon: link.icon,
  label: <Link to={link.to}>{link.label}</Link>,
});

const MAIN_LINKS = MAIN_FEATURES.map((feature) => feature.link);
const FOOTER_LINKS: NavLink[] = [
  ...FOOTER_FEATURES.map((feature) => feature.link),
  { to: '/logout', label: 'Sign Out', icon: <LogoutOutlined aria-hidden /> },
];
/** Every screen of the drawer, which the command palette lists too. */
export const PAGES = [...MAIN_LINKS, ...FOOTER_LINKS];

const menuItems: MenuProps['items'] = [
  ...MAIN_LINKS.map(toItem),
  { type: 'divider' },
  ...FOOTER_LINKS.map(toItem),
];

/** The console's pages, as the side drawer and a phone's menu list them. */
export function NavigationMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Menu
      mode="inline"
      selectedKeys={[activeLink(pathname)]}
      items={menuItems}
      onClick={onNavigate}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
