import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { selectToasts } from './toast.slice';
import { useToast } from './use-toast';

function setup() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result } = renderHook(() => useToast(), { wrapper });
  return { store, result };
}

describe('useToast', () => {
  it('adds an open default toast and returns a handle that dismisses it', () => {
    const { store, result } = setup();
    let handle = { id: '', dismiss: () => undefined as void };
    act(() => {
      handle = result.current.toast({ title: 'Trip Deleted' });
    });
    expect(selectToasts(store.getState())).toEqual([
      { id: handle.id, title: 'Trip Deleted', variant: 'default', open: true },
    ]);
    act(() => handle.dismiss());
    expect(selectToasts(store.getState())[0].open).toBe(false);
  });

  it('dismisses every toast when called without an id', () => {
    const { store, result } = setup();
    act(() => {
      result.current.toast({ title: 'Authentication Required', variant: 'destructive' });
      result.current.dismiss();
    });
    expect(selectToasts(store.getState()).every((toast) => !toast.open)).toBe(true);
  });
});
