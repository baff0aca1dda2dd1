import type { AlertProps } from 'antd';
import { lazy, Suspense } from 'react';

// These alerts speak of something that went wrong after the page showed (a refresh, an export):
// antd's Alert loads then, rather than before a page's first rows.
const Alert = lazy(() => import('antd/es/alert'));

/** antd's Alert, for what goes wrong once a page is showing: its code loads when one is shown. */
export function LateAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
