import { App as AntApp } from 'antd';
import { LiveUpdates } from '../features/live/LiveUpdates';
import { AppLayout } from './AppLayout';

/**
 * The signed-in console, loaded as its own chunk: the drawer, the menu and antd's modal and
 * message services stay off the sign-in page's critical path.
 */
export default function SignedInFrame() {
  return (
    <AntApp>
      <LiveUpdates />
      <AppLayout />
    </AntApp>
  );
}
