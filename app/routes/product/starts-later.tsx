// A part of a page whose script is not in the page's first load (decision 0028): the server draws
// it at once; the browser keeps the server's markup until the part's module has come, then starts
// it, while the rest of the page already runs.
import { lazy, memo, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * Each part of `load`'s module as a component drawn in place by the server and started in the
 * browser when the module has come. Memoized: a part not started yet must not be drawn again
 * (React would drop the server's markup for the fallback).
 */
export function startsLater<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => (loaded = module)));
  /** The module, fetched once: the route's loader waits for it (the server draws every part at once). */
  const ready = async () => void (await loadOnce());
  const part = function <P extends object>(pick: (module: M) => ComponentType<P>, fallback: ReactNode = null) {
    const Lazy = lazy(() =>
      loaded
        ? // Already here: a thenable that answers at once lets React draw the part without waiting.
          ({
            then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: pick(loaded!) }),
          } as never)
        : loadOnce().then((module) => ({ default: pick(module) })),
    );
    return memo((props: P) => (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    ));
  };
  return { part, ready };
}
