import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../lib/breakpoints';

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Whether the window is at least `pixels` wide, known on the first render and followed as it changes. */
export function useWindowAtLeast(pixels: number): boolean {
  const query = `(min-width: ${pixels}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/**
 * Whether the window is at least as wide as one of the spec's breakpoints, known on the first
 * render and followed as it changes. antd's Grid.useBreakpoint learns the width in a layout effect
 * and sets it as state: on a cold load the whole frame and its page would be drawn a second time,
 * synchronously, before the first paint.
 */
export const useWiderThan = (breakpoint: Breakpoint): boolean => useWindowAtLeast(BREAKPOINTS[breakpoint]);
