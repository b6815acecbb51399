import { Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { preloadableLazy } from '../shared/components/preloadable-lazy';
import { RouteSpinner } from '../shared/components/route-spinner';
import { ScreenCommitted } from './screen-committed';

type PageModule = { default: ComponentType };

/** A lazily loaded screen that can be loaded ahead of its first render. */
export type LazyPage = ComponentType & {
  /** Loads the screen's module; once it has arrived the page renders at once, without a spinner. */
  preload(): Promise<unknown>;
};

/**
 * Each page gets its own component type, so navigating mounts a fresh Suspense boundary
 * and shows the spinner instead of keeping the previous screen while the chunk loads.
 *
 * A page preloaded before it renders (hydrating a server-rendered page:
 * docs/adr/0007-server-rendered-public-pages.md) shows the screen in its first render, so the
 * markup is taken over at once instead of waiting for the module.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  const screen = preloadableLazy(load);
  function Page() {
    // Chosen once per mount: the type never changes under a mounted page.
    const [Screen] = useState<ComponentType>(screen.current);
    return (
      <Suspense fallback={<RouteSpinner />}>
        <ScreenCommitted>
          <Screen />
        </ScreenCommitted>
      </Suspense>
    );
  }
  return Object.assign(Page, { preload: screen.preload });
}

export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && 'preload' in component;
}
