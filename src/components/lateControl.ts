import { useEffect, useState } from 'react';
import type { lateCode } from './lateCode';
import { usePageSettled } from './usePageSettled';

/** How the admin reached for a control's look-alike: the control arrives focused, or open. */
export type Reach = 'focus' | 'open' | null;

/**
 * A filter control drawn as its look-alike until its antd code is in: asked for once the page has
 * shown its first data, or as soon as the admin points at it. The handlers go on the look-alike:
 * pressed, the control arrives open; focused from the keyboard, it arrives focused.
 */
export function useLateControl<T>(code: ReturnType<typeof lateCode<T>>) {
  const Loaded = code.useLoaded();
  const settled = usePageSettled();
  const [reached, setReached] = useState<Reach>(null);
  useEffect(() => {
    if (settled) code.ask();
  }, [settled, code]);
  const handlers = {
    onPointerEnter: code.ask,
    onPointerDown: () => {
      setReached('open');
      code.ask();
    },
    onFocus: () => {
      setReached((before) => before ?? 'focus');
      code.ask();
    },
  };
  return { Loaded, reached, handlers };
}
