import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { appRoutes } from '../app/router';
import { makeStore } from '../app/store';

/** Renders the whole app (providers, layout, routes) at `path`. */
export function renderApp(path = '/') {
  const store = makeStore();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}
