import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { useInAppLinks } from '../components/InAppLink';
import { useWiderThan } from '../components/useWiderThan';
import { PaletteLauncher } from '../features/palette/PaletteLauncher';
import { PreferenceControls } from '../features/preferences/PreferenceControls';
import { useAppSelector } from '../store/hooks';
import { DRAWER_TITLE } from '../components/navigation';
import { NavigationMenu, PAGES } from './NavigationMenu';
import { fullName } from '../lib/fullName';
import { useSuccessMessageLifetime } from '../components/successMessage';
import { lateComponent } from '../speed/loadLater';

function DrawerTitle() {
  return (
    <Flex align="center" gap={8} style={{ padding: '16px 24px' }}>
      <img src="/logo.svg" alt="" width={28} height={28} />
      <strong>{DRAWER_TITLE}</strong>
    </Flex>
  );
}

// The drawer (a phone's menu) loads when it is first asked for, or pointed at: antd's Drawer is not
// part of any page's first paint.
const NavigationDrawer = lateComponent(() => import('./NavigationDrawer'));

/** The signed-in frame: top bar, side drawer (a menu on small screens) and the page. */
export function AppLayout() {
  useSuccessMessageLifetime();
  const wide = useWiderThan('md');
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerAsked, setDrawerAsked] = useState(false);
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
              onPointerEnter={NavigationDrawer.ask}
              onFocus={NavigationDrawer.ask}
              onClick={() => {
                setDrawerAsked(true);
                setMenuOpen(true);
              }}
            />
          )}
          <PaletteLauncher compact={!wide} pages={PAGES} />
          <Flex flex={1} justify="flex-end" align="center" gap={12} wrap={false} style={{ minWidth: 0 }}>
            <PreferenceControls />
            {/* Where the bar is short, the words go first and the name stays (cut last, with an
                ellipsis): laid out name first from the right, the words wrap onto a second line,
                which is clipped. Screen readers read them in order. */}
            <span
              style={{
                display: 'flex',
                flexFlow: 'row-reverse wrap',
                justifyContent: 'flex-start',
                alignItems: 'center',
                columnGap: '0.3em',
                height: '1lh',
                overflow: 'hidden',
                minWidth: 0,
                whiteSpace: 'nowrap',
              }}
            >
              Signed in as{' '}
              <strong style={{ order: -1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {user ? fullName(user) : null}
              </strong>
            </span>
          </Flex>
        </Layout.Header>
        <Layout.Content id="main" tabIndex={-1} style={{ padding: wide ? 24 : 12, minWidth: 0 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {!wide && drawerAsked && (
        <Suspense fallback={null}>
          <NavigationDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Layout>
  );
}
