import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { countPageViews } from '../shared/analytics/count-page-views';
import { currentUserApi } from '../shared/session/current-user.api';
import { AppProviders } from './app-providers';
import { preloadUserMenu } from './layout/app-header';
import { keepPageUserUntilNavigation, readPageState } from './page-hydration';
import { createAppRouter, preloadRoute } from './router';
import { ScreenCommittedContext } from './screen-committed';
import { makeStore, type AppStore } from './store';
import { yieldToBrowser } from './yield-to-browser';

type AppRouter = ReturnType<typeof createAppRouter>;

function app(store: AppStore, router: AppRouter, onScreenCommitted: () => void) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <ScreenCommittedContext.Provider value={onScreenCommitted}>
          <RouterProvider router={router} />
        </ScreenCommittedContext.Provider>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Set on the container once the app has the page: the screen's first render (or hydration) is
 * committed, and it handles input there.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/** The started app; `started` resolves once it has the page, screen included. */
export interface StartedApp {
  store: AppStore;
  router: AppRouter;
  root: Root;
  started: Promise<void>;
}

/**
 * Starts the app in `container`. A page the gateway rendered
 * (docs/adr/0007-server-rendered-public-pages.md) is hydrated with the data it carries, once its
 * screen's module is here so the first render matches the markup; any other page is rendered
 * here. Page views after the first are counted from here on (`countPageViews`).
 */
export async function startApp(
  container: HTMLElement,
  { onRecoverableError }: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<StartedApp> {
  const page = readPageState(document);
  const router = createAppRouter({ serverRendered: page !== null });
  let committed!: () => void;
  const started = new Promise<void>((resolve) => (committed = resolve)).then(() =>
    container.setAttribute(APP_STARTED_ATTRIBUTE, ''),
  );
  let store: AppStore;
  let root: Root;
  if (!page) {
    store = makeStore();
    root = createRoot(container, { onRecoverableError });
    root.render(app(store, router, committed));
  } else {
    store = makeStore(page);
    // At once: the page's answer is dropped as soon as nothing holds it (it is never kept unused).
    keepPageUserUntilNavigation(store, router);
    const signedIn = currentUserApi.endpoints.getCurrentUser.select()(store.getState()).data;
    // The store and router made, loading the screen's code is a task of its own.
    await yieldToBrowser();
    // A screen that fails to load is asked again by its lazy page; React then renders it afresh.
    await Promise.all([
      preloadRoute(window.location.pathname),
      signedIn ? preloadUserMenu() : undefined,
    ]).catch(() => undefined);
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: a tap or a scroll meanwhile is answered, and
    // the part tapped is hydrated first (docs/adr/0010-start-the-app-on-load.md).
    const appOnPage = app(store, router, committed);
    let hydrating: Root | undefined;
    startTransition(() => {
      hydrating = hydrateRoot(container, appOnPage, { onRecoverableError });
    });
    root = hydrating!;
  }
  countPageViews(router);
  return { store, router, root, started };
}
