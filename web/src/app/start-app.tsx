import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { keepPageUserUntilNavigation, readPageState } from './page-hydration';
import { createAppRouter, preloadRoute } from './router';
import { makeStore, type AppStore } from './store';

type AppRouter = ReturnType<typeof createAppRouter>;

function app(store: AppStore, router: AppRouter) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** Set on the container once the app handles input there: before, a tap on a server-rendered button does nothing. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/**
 * Starts the app in `container`. A page the gateway rendered
 * (docs/adr/0007-server-rendered-public-pages.md) is hydrated with the data it carries, once its
 * screen's module is here so the first render matches the markup; any other page is rendered
 * here, as before.
 */
export async function startApp(
  container: HTMLElement,
  { onRecoverableError }: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<{ store: AppStore; router: AppRouter; root: Root }> {
  const page = readPageState(document);
  const router = createAppRouter();
  if (!page) {
    const store = makeStore();
    const root = createRoot(container, { onRecoverableError });
    root.render(app(store, router));
    container.setAttribute(APP_STARTED_ATTRIBUTE, '');
    return { store, router, root };
  }
  // A screen that fails to load is asked again by its lazy page; React then renders it afresh.
  await preloadRoute(window.location.pathname).catch(() => undefined);
  const store = makeStore(page);
  keepPageUserUntilNavigation(store, router);
  // From here React takes input on the page, replaying what arrives while it hydrates.
  const root = hydrateRoot(container, app(store, router), { onRecoverableError });
  container.setAttribute(APP_STARTED_ATTRIBUTE, '');
  return { store, router, root };
}
