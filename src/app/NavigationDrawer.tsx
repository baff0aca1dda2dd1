import { Drawer } from 'antd';
import { DRAWER_TITLE } from '../components/navigation';
import { NavigationMenu } from './NavigationMenu';

/** A phone's menu: the drawer's links in a panel from the left, closed once one is followed. */
export default function NavigationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={280}
      title={DRAWER_TITLE}
      styles={{ body: { padding: 0 } }}
    >
      <nav aria-label="Main navigation">
        <NavigationMenu onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
