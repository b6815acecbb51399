import { createListenerMiddleware } from '@reduxjs/toolkit';
import { TOAST_REMOVE_DELAY_MS } from './toast.constants';
import { toastDismissed, toastRemoved, toastsSlice } from './toast.slice';
import type { ToastsState } from './toast.slice';

type StateWithToasts = { [toastsSlice.reducerPath]: ToastsState };

/** Dismissed toasts leave the store only after the removal delay (docs/product.md#toasts). */
export const toastListener = createListenerMiddleware<StateWithToasts>();

toastListener.startListening({
  actionCreator: toastDismissed,
  effect: async (action, api) => {
    const ids =
      action.payload === undefined
        ? api.getOriginalState().toasts.items.map((toast) => toast.id)
        : [action.payload];
    await api.delay(TOAST_REMOVE_DELAY_MS);
    for (const id of ids) api.dispatch(toastRemoved(id));
  },
});
