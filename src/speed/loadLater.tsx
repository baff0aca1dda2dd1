import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

/**
 * Code loaded after the first paint, in a chunk of its own. `ask` starts loading it once (a load
 * that fails is asked for again the next time); `load` does the same and gives the code;
 * `useLoaded` gives it once it is in and null until then, re-rendering what uses it when it arrives.
 * Every late load in the console goes through here: a screen that draws without the code at first
 * (a look-alike, a chart asked for once the figures show), a component shown later
 * (`loadedWhenShown`) and a route's page (src/components/pageRoute.tsx).
 */
export type LaterCode<T> = {
  ask: () => void;
  load: () => Promise<T>;
  useLoaded: () => T | null;
};

export function loadLater<T>(importCode: () => Promise<T>): LaterCode<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const load = () =>
    (loading ??= importCode().then(
      (code) => {
        loaded = code;
        for (const listener of listeners) listener();
        return code;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => loaded;
  return {
    ask: () => void load().catch(() => undefined),
    load,
    useLoaded: () => useSyncExternalStore(subscribe, current, current),
  };
}

/** Code that is in from the start: what the plain build (`PLAIN=1`) puts where a screen loads later. */
export function loadedNow<T>(code: T): LaterCode<T> {
  return { ask: () => undefined, load: () => Promise.resolve(code), useLoaded: () => code };
}

/** React.lazy over code loaded later: it suspends until the code is in, then renders it. */
export function lazyComponent<P extends object>(code: LaterCode<ComponentType<P>>): ComponentType<P> {
  return lazy(() => code.load().then((component) => ({ default: component })));
}

/**
 * A component whose code loads the first time it is shown; nothing shows while it loads. For what a
 * page's first paint does not need: an error, an alert, a section below. `preload` asks for the
 * code earlier, when it is known to be needed soon.
 */
export function loadedWhenShown<P extends object>(
  importModule: () => Promise<{ default: ComponentType<P> }>,
) {
  const code = loadLater(() => importModule().then((module) => module.default));
  const Loaded = lazyComponent(code);
  function LoadedWhenShown(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LoadedWhenShown, { preload: code.load });
}
