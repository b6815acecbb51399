import { describe, expect, it } from 'vitest';
import { closeAuthDialog, openAuthDialog, uiSlice } from './ui.slice';

describe('ui slice', () => {
  const initial = uiSlice.getInitialState();

  it('opens the auth dialog in login mode unless told otherwise', () => {
    expect(uiSlice.reducer(initial, openAuthDialog()).authDialog).toEqual({
      open: true,
      mode: 'login',
    });
    expect(uiSlice.reducer(initial, openAuthDialog('register')).authDialog).toEqual({
      open: true,
      mode: 'register',
    });
  });

  it('closes the auth dialog', () => {
    const open = uiSlice.reducer(initial, openAuthDialog('register'));
    expect(uiSlice.reducer(open, closeAuthDialog()).authDialog.open).toBe(false);
  });
});
