import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { PageState } from '@roadbook/contracts';
import { baseApi } from '../shared/api/base.api';
import { hydratePageState } from '../shared/api/page-state';
import { offlineCopySlice } from '../shared/offline/offline-copy.slice';
import { pageSessionSlice } from '../shared/session/page-session.slice';
import { toastListener } from '../shared/toast/toast.listener';
import { toastsSlice } from '../shared/toast/toast.slice';
import { uiSlice } from '../shared/ui/ui.slice';

/** Features may add their own slices later with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(
  baseApi,
  uiSlice,
  toastsSlice,
  pageSessionSlice,
  offlineCopySlice,
);

/** A store, holding the data of a server-rendered page when given its state. */
export function makeStore(page?: PageState) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(toastListener.middleware).concat(baseApi.middleware),
  });
  // Lets endpoints that opt in (the current user, docs/product.md#client-states) refetch on window
  // focus.
  setupListeners(store.dispatch);
  if (page) store.dispatch(hydratePageState(page));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
