import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { toastAdded, toastDismissed } from './toast.slice';
import type { ToastInput } from './toast.slice';

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

/**
 * Shows toasts (docs/product.md#toasts): `toast({ title, description, variant: 'destructive' })`.
 */
export function useToast() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      toast(input: ToastInput): ToastHandle {
        const action = dispatch(toastAdded(input));
        const { id } = action.payload;
        return { id, dismiss: () => dispatch(toastDismissed(id)) };
      },
      dismiss(id?: string) {
        dispatch(toastDismissed(id));
      },
    }),
    [dispatch],
  );
}
