import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

/**
 * Code loaded after the first paint, in a chunk of its own. `ask` starts loading it once (a load
 * that fails is asked for again the next time); `load` does the same and gives the code;
 * `useLoaded` gives it once it is in and null until then, re-rendering what uses it when it arrives.
 * Every late load in the console goes through here: a screen that draws without the code at first
 * (a look-alike, a chart asked for once the figures show) and a component that suspends until its
 * code is in (`lateComponent`: a route's page, a frame, a section, a dialog).
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
function lazyComponent<P extends object>(code: LaterCode<ComponentType<P>>): ComponentType<P> {
  return lazy(() => code.load().then((component) => ({ default: component })));
}

/** A module whose default export is a component. */
export type ComponentModule<P> = { default: ComponentType<P> };

/**
 * A component whose code loads the first time it renders (it suspends until then: a Suspense above
 * it shows what stands in), in a chunk of its own. `ask` starts loading it earlier, when it is known
 * to be needed soon; `preload` does the same and gives it.
 */
export function lateComponent<P extends object>(importModule: () => Promise<ComponentModule<P>>) {
  const code = loadLater(() => importModule().then((module) => module.default));
  return Object.assign(lazyComponent(code), { ask: code.ask, preload: code.load });
}

/**
 * A late component that shows nothing while it loads. For what a page's first paint does not need:
 * an error, an alert, a section below.
 */
export function loadedWhenShown<P extends object>(importModule: () => Promise<ComponentModule<P>>) {
  const Loaded = lateComponent(importModule);
  function LoadedWhenShown(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LoadedWhenShown, { preload: Loaded.preload });
}
