import { Suspense, useState, type ReactNode } from 'react';
import { lateComponent } from '../../speed/loadLater';
import { usePageSettled } from '../usePageSettled';
import { FeedbackContext, lateFeedback } from './feedback';

// antd's message and modal services (antd's App brings them, with notifications the console does
// not use) load once the page has painted its first data, or when first asked: not before a page's
// first rows.
const FeedbackHolders = lateComponent(() => import('./FeedbackHolders'));

/** Gives what is inside it the console's messages and confirmations (useFeedback). */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState(false);
  const [{ feedback, ready }] = useState(() => lateFeedback(() => setAsked(true)));
  const settled = usePageSettled();
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {(settled || asked) && (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={ready} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}
