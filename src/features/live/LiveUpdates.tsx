import { useEffect } from 'react';
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

  useEffect(() => {
    if (!settled || !token || userId === undefined) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import(/* webpackChunkName: "live" */ '../../api/live/startLiveUpdates').then(
      ({ startLiveUpdates }) => {
        if (!ended) stop = dispatch(startLiveUpdates({ token, userId }));
      },
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [dispatch, settled, token, userId]);

  return null;
}
