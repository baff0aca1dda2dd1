import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/**
 * Live updates for as long as an admin is signed in (src/api/live): mounted once in the signed-in
 * frame. Signing out clears the token, which closes the stream. Its code loads after the frame,
 * so the first screen does not wait for it.
 */
export function LiveUpdates() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const userId = useAppSelector((state) => state.session.userData?.id);

  useEffect(() => {
    if (!token || userId === undefined) return;
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
  }, [dispatch, token, userId]);

  return null;
}
