import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is shown, in a chunk of its own; nothing shows
 * while it loads. For what a page's first paint does not need: an error, an alert, a section below.
 * `preload` asks for the code earlier, when it is known to be needed soon.
 */
export function loadedWhenShown<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load());
  const Loaded = lazy(preload);
  function LoadedWhenShown(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LoadedWhenShown, { preload });
}
