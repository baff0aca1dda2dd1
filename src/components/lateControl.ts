import { useEffect, useState } from 'react';
import type { LaterCode } from '../speed/loadLater';
import { usePageSettled } from './usePageSettled';

/** How a control arrives in place of its look-alike: focused (reached by keyboard), open (pressed), or as is. */
export type ArrivesAs = 'focus' | 'open' | null;

/**
 * A filter control drawn as its look-alike until its antd code is in: asked for once the page has
 * shown its first data, or as soon as the admin points at it. The handlers go on the look-alike:
 * pressed, the control arrives open; focused from the keyboard, it arrives focused.
 */
export function useLateControl<T>(code: LaterCode<T>) {
  const Loaded = code.useLoaded();
  const settled = usePageSettled();
  const [arrivesAs, setArrivesAs] = useState<ArrivesAs>(null);
  useEffect(() => {
    if (settled) code.ask();
  }, [settled, code]);
  const handlers = {
    onPointerEnter: code.ask,
    onPointerDown: () => {
      setArrivesAs('open');
      code.ask();
    },
    onFocus: () => {
      setArrivesAs((before) => before ?? 'focus');
      code.ask();
    },
  };
  return { Loaded, arrivesAs, handlers };
}
