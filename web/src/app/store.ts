import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../shared/api/base.api';
import { toastListener } from '../shared/toast/toast.listener';
import { toastsSlice } from '../shared/toast/toast.slice';
import { uiSlice } from '../shared/ui/ui.slice';

/** Features may add their own slices later with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(baseApi, uiSlice, toastsSlice);

export function makeStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(toastListener.middleware).concat(baseApi.middleware),
  });
  // Lets endpoints that opt in (the current user, spec §4) refetch on window focus.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
