import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Layout, Menu, theme, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { useInAppLinks } from '../components/InAppLink';
import { useWiderThan } from '../components/useWiderThan';
import { PaletteLauncher } from '../features/palette/PaletteLauncher';
import { PreferenceControls } from '../features/preferences/PreferenceControls';
import { useAppSelector } from '../store/hooks';
import { DRAWER_TITLE, activeLink, type NavLink } from '../components/navigation';
import { FOOTER_FEATURES, MAIN_FEATURES } from './features';
import { fullName } from '../lib/fullName';
import { useSuccessMessageLifetime } from '../components/successMessage';

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
const PAGES = [...MAIN_LINKS, ...FOOTER_LINKS];

const menuItems: MenuProps['items'] = [
  ...MAIN_LINKS.map(toItem),
  { type: 'divider' },
  ...FOOTER_LINKS.map(toItem),
];

function NavigationMenu({ onNavigate }: { onNavigate?: () => void }) {
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

function DrawerTitle() {
  return (
    <Flex align="center" gap={8} style={{ padding: '16px 24px' }}>
      <img src="/logo.svg" alt="" width={28} height={28} />
      <strong>{DRAWER_TITLE}</strong>
    </Flex>
  );
}

/** The signed-in frame: top bar, side drawer (a menu on small screens) and the page. */
export function AppLayout() {
  useSuccessMessageLifetime();
  const wide = useWiderThan('md');
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useAppSelector((state) => state.session.userData);
  const { token } = theme.useToken();
  const followInAppLink = useInAppLinks();

  return (
    <Layout style={{ minHeight: '100vh' }} onClick={followInAppLink}>
      <a className="visually-hidden" href="#main">
        Skip to content
      </a>
      {wide && (
        <Layout.Sider
          width={240}
          theme="light"
          style={{ borderInlineEnd: `1px solid ${token.colorSplit}` }}
          aria-label="Main navigation"
        >
          <nav aria-label="Main navigation">
            <DrawerTitle />
            <NavigationMenu />
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorSplit}`,
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            gap: 12,
          }}
        >
          {!wide && (
            <Button
              type="text"
              icon={<MenuOutlined aria-hidden />}
              aria-label="Open menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            />
          )}
          <PaletteLauncher compact={!wide} pages={PAGES} />
          <Flex flex={1} justify="flex-end" align="center" gap={12} wrap={false} style={{ minWidth: 0 }}>
            <PreferenceControls />
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              Signed in as <strong>{user ? fullName(user) : null}</strong>
            </span>
          </Flex>
        </Layout.Header>
        <Layout.Content id="main" tabIndex={-1} style={{ padding: wide ? 24 : 12, minWidth: 0 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {!wide && (
        <Drawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          placement="left"
          size={280}
          title={DRAWER_TITLE}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label="Main navigation">
            <NavigationMenu onNavigate={() => setMenuOpen(false)} />
          </nav>
        </Drawer>
      )}
    </Layout>
  );
}
