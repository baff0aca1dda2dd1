import { App } from 'antd';
import { useCallback } from 'react';

/**
 * The console's one way to say an action worked: a short message at the top of the page, which
 * stays while the page changes (after a create or a delete the admin lands elsewhere).
 */
export function useSuccessMessage(): (text: string) => void {
  const { message } = App.useApp();
  return useCallback((text: string) => void message.success(text), [message]);
}
