import { createAction } from '@reduxjs/toolkit';
import type { PageState } from '@roadbook/contracts';

/**
 * Puts the data a server-rendered page carries into the store, before the app hydrates it
 * (docs/adr/0007-server-rendered-public-pages.md): the API's cached reads, the signed-in user
 * among them.
 */
export const hydratePageState = createAction<PageState>('page/hydrate');
