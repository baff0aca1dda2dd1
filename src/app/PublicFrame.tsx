import { Outlet } from 'react-router-dom';
import { FeedbackProvider } from '../components/feedback/FeedbackProvider';

/** The public account pages (verify, reset, get the app) with the console's messages and confirmations. */
export default function PublicFrame() {
  return (
    <FeedbackProvider>
      <Outlet />
    </FeedbackProvider>
  );
}
