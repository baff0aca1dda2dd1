import { useEffect } from 'react';
import { useExtension } from '../../api/extensions';
import { usePageSettled } from '../../components/usePageSettled';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/**
 * Live updates for as long as an admin is signed in (src/api/live): mounted once in the signed-in
 * frame. Signing out clears the token, which closes the stream. Its code loads once the page shows
 * its first data (usePageSettled), so the first screen does not wait for it.
 */
export function LiveUpdates() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const userId = useAppSelector((state) => state.session.userData?.id);
  const settled = usePageSettled();
  const offered = useExtension('events');

  useEffect(() => {
    // Until discovery has answered, nothing starts: neither the stream nor the refetch on return.
    if (!settled || !token || userId === undefined || offered === undefined) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import(/* webpackChunkName: "live" */ '../../api/live/startLiveUpdates').then(
      ({ startLiveUpdates }) => {
        if (!ended) stop = dispatch(startLiveUpdates({ token, userId, offered }));
      },
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [dispatch, settled, token, userId, offered]);

  return null;
}
