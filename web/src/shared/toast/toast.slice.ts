import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { TOAST_LIMIT } from './toast.constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Pick<ToastInput, 'variant'>>, Omit<ToastInput, 'variant'> {
  id: string;
  /** False once dismissed; the toast stays in state until `toastRemoved`. */
  open: boolean;
}

export interface ToastsState {
  items: Toast[];
}

const initialState: ToastsState = { items: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items = [action.payload, ...state.items].slice(0, TOAST_LIMIT);
      },
      prepare(input: ToastInput) {
        return { payload: { id: nanoid(), variant: 'default' as const, open: true, ...input } };
      },
    },
    /** Closes one toast, or every toast when no id is given. */
    toastDismissed(state, action: PayloadAction<string | undefined>) {
      for (const toast of state.items) {
        if (action.payload === undefined || toast.id === action.payload) toast.open = false;
      }
    },
    toastRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastAdded, toastDismissed, toastRemoved } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
