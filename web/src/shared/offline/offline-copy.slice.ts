import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface OfflineCopyState {
  /** When the oldest copy on screen was saved (ISO time), while offline; null when online. */
  savedAt: string | null;
}

const initialState: OfflineCopyState = { savedAt: null };

/**
 * Reads answered from this device's copy while offline (`api-base-query.ts` sees the service
 * worker's `x-roadbook-saved-at`): the layout says so, and when the copy was saved.
 */
export const offlineCopySlice = createSlice({
  name: 'offlineCopy',
  initialState,
  reducers: {
    keptCopyShown(state, action: PayloadAction<string>) {
      if (state.savedAt === null || action.payload < state.savedAt) state.savedAt = action.payload;
    },
    backOnline(state) {
      state.savedAt = null;
    },
  },
  selectors: {
    selectKeptCopySavedAt: (state) => state.savedAt,
  },
});

export const { keptCopyShown, backOnline } = offlineCopySlice.actions;
export const { selectKeptCopySavedAt } = offlineCopySlice.selectors;
