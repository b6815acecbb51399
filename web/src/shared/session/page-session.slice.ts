import { createSlice } from '@reduxjs/toolkit';
import { hydratePageState } from '../api/page-state';

export interface PageSessionState {
  /**
   * The current user came with a server-rendered page and the visitor is still on that page:
   * its screens use that answer instead of reading it again on mount.
   */
  userFromPage: boolean;
}

const initialState: PageSessionState = { userFromPage: false };

export const pageSessionSlice = createSlice({
  name: 'pageSession',
  initialState,
  reducers: {
    /** The visitor navigated away from the page the server rendered. */
    firstPageLeft(state) {
      state.userFromPage = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydratePageState, (state) => {
      state.userFromPage = true;
    });
  },
  selectors: {
    selectUserFromPage: (state) => state.userFromPage,
  },
});

export const { firstPageLeft } = pageSessionSlice.actions;
export const { selectUserFromPage } = pageSessionSlice.selectors;
