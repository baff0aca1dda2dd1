import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is shown, in a chunk of its own; nothing shows
 * while it loads. For what a page's first paint does not need: an error, an alert, a section below.
 */
export function loadedWhenShown<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(load);
  return function LoadedWhenShown(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
