import { App as AntApp } from 'antd';
import { Outlet } from 'react-router-dom';

/** The public account pages (verify, reset, get the app) with antd's message and modal services. */
export default function PublicFrame() {
  return (
    <AntApp>
      <Outlet />
    </AntApp>
  );
}
