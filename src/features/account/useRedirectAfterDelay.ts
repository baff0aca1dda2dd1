import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** The spec's pause before the account flows move on (verify, forgot password, bad reset link). */
const REDIRECT_DELAY_MS = 3000;

/**
 * Goes to `to` after the delay, once `to` is set, handing it `state` (the sign-in page's notice).
 * Leaving the page first cancels it, so a person who already clicked on is not pulled back.
 */
export function useRedirectAfterDelay(to: string | null, state?: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = setTimeout(() => navigate(to, { replace: true, state }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [to, state, navigate]);
}
