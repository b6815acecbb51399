import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export type AuthDialogMode = 'login' | 'register';

export interface UiState {
  /**
   * The sign-in / create-account dialog (docs/product.md#account-dialogs); any screen may open it,
   * the auth feature renders it.
   */
  authDialog: { open: boolean; mode: AuthDialogMode };
}

const initialState: UiState = { authDialog: { open: false, mode: 'login' } };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    openAuthDialog(state, action: PayloadAction<AuthDialogMode | undefined>) {
      state.authDialog = { open: true, mode: action.payload ?? 'login' };
    },
    closeAuthDialog(state) {
      state.authDialog.open = false;
    },
  },
  selectors: {
    selectAuthDialog: (state) => state.authDialog,
  },
});

export const { openAuthDialog, closeAuthDialog } = uiSlice.actions;
export const { selectAuthDialog } = uiSlice.selectors;
