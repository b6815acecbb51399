import { lazy, type ComponentType } from 'react';

/** A component whose code is fetched apart, and can be fetched ahead of its first render. */
export interface PreloadableLazy<P> {
  /** Fetches the module; resolves once the component can render at once. */
  preload(): Promise<unknown>;
  /**
   * The component to mount: the module's own once it has arrived, which renders at once;
   * before, a `lazy` one that suspends until it has. A mounted component must keep the one it
   * got (a new type would mount it afresh), so each mount asks once.
   */
  current(): ComponentType<P>;
}

/**
 * `React.lazy`, but a component whose module was preloaded never suspends: a lazy component
 * suspends on its first render even when its module is already here, and React then holds the
 * content behind its fallback for up to 300 ms (its reveal throttle), which a tap that opens a
 * dialog would wait for.
 */
export function preloadableLazy<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  return { preload, current: () => loaded ?? Lazy };
}
