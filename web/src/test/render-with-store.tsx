import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/app-providers';
import { makeStore } from '../app/store';

/** Renders one component with the app's store and theme, without the router. */
export function renderWithStore(ui: ReactNode) {
  const store = makeStore();
  const view = render(<AppProviders store={store}>{ui}</AppProviders>);
  return { ...view, store };
}
