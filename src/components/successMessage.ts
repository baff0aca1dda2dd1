import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useFeedback } from './feedback/feedback';

/** One key for every success message: a new one replaces the one showing, never stacks under it. */
const SUCCESS_KEY = 'success';

/** The page the message showing speaks of; it goes when the admin goes elsewhere. */
let shownFor: string | null = null;

const pathOf = (to: string) => to.split(/[?#]/, 1)[0] ?? to;

/**
 * The console's one way to say an action worked: a short message at the top of the page. At most
 * one shows at a time. It belongs to a page: the one the action leads to (`{ on: '/regions' }`
 * after a create that goes there) or, by default, the page it was given on; it is gone once the
 * admin moves to another page (`useSuccessMessageLifetime`).
 */
export function useSuccessMessage(): (text: string, where?: { on: string }) => void {
  const { message } = useFeedback();
  const { pathname } = useLocation();
  return useCallback(
    (text: string, where?: { on: string }) => {
      shownFor = where ? pathOf(where.on) : pathname;
      void message.success({ content: text, key: SUCCESS_KEY });
    },
    [message, pathname],
  );
}

/** Called once in the signed-in frame: a success message does not follow the admin to another page. */
export function useSuccessMessageLifetime(): void {
  const { message } = useFeedback();
  const { pathname } = useLocation();
  useEffect(() => {
    if (shownFor === null || shownFor === pathname) return;
    shownFor = null;
    message.destroy(SUCCESS_KEY);
  }, [message, pathname]);
}
