import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useSelector } from 'react-redux';
import { TOAST_HOTKEY } from './toast.constants';
import { selectToasts } from './toast.slice';
import { ToastCard } from './toast-card';

/** The notifications region: one toast at a time, focusable with F8 (docs/product.md#toasts). */
export function Toaster() {
  const toasts = useSelector(selectToasts);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY) regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      component="section"
      ref={regionRef}
      aria-label="Notifications"
      aria-live="polite"
      tabIndex={-1}
      sx={(theme) => ({
        position: 'fixed',
        zIndex: theme.zIndex.snackbar,
        top: { xs: theme.spacing(1.5), sm: 'auto' },
        bottom: { sm: theme.spacing(3) },
        right: { xs: theme.spacing(1.5), sm: theme.spacing(3) },
        left: { xs: theme.spacing(1.5), sm: 'auto' },
        width: { sm: 380 },
        pointerEvents: 'none',
        outline: 'none',
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 4 },
      })}
    >
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </Box>
    </Box>
  );
}
