import { FeedbackProvider } from '../components/feedback/FeedbackProvider';
import { LiveUpdates } from '../features/live/LiveUpdates';
import { AppLayout } from './AppLayout';

/**
 * The signed-in console, loaded as its own chunk: the drawer and the menu stay off the sign-in
 * page's critical path, and antd's modal and message services load once the page has painted.
 */
export default function SignedInFrame() {
  return (
    <FeedbackProvider>
      <LiveUpdates />
      <AppLayout />
    </FeedbackProvider>
  );
}
