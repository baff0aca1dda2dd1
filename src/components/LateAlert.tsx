import type { AlertProps } from 'antd';
import { loadedWhenShown } from '../speed/loadLater';

/**
 * antd's Alert, for what goes wrong once a page is showing (a failed refresh, a stopped export):
 * its code loads when one is shown, rather than before a page's first rows.
 */
export const LateAlert = loadedWhenShown<AlertProps>(() => import('antd/es/alert'));
