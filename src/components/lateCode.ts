import { useSyncExternalStore } from 'react';

/**
 * Code a screen draws without at first and asks for later (once its first data has painted, or
 * when the admin reaches for it): `ask` starts loading it once, `useLoaded` gives it once it is in
 * and null until then, re-rendering what uses it when it arrives. A load that fails is asked for
 * again the next time: what drew without it stays meanwhile.
 */
export function lateCode<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const ask = () => {
    loading ??= load().then(
      (code) => {
        loaded = code;
        for (const listener of listeners) listener();
      },
      () => {
        loading = null;
      },
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => loaded;
  const useLoaded = () => useSyncExternalStore(subscribe, current, current);
  return { ask, useLoaded };
}
