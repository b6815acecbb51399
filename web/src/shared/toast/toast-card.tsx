import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useDispatch } from 'react-redux';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './toast.constants';
import { toastDismissed } from './toast.slice';
import type { Toast } from './toast.slice';
import { useAutoClose } from './use-auto-close';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

export function ToastCard({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = useCallback(() => dispatch(toastDismissed(toast.id)), [dispatch, toast.id]);
  useAutoClose(toast.open, hovered || focused, TOAST_DURATION_MS, dismiss);
  const { offsetPx, swipeHandlers } = useSwipeToDismiss(TOAST_SWIPE_THRESHOLD_PX, dismiss);
  const destructive = toast.variant === 'destructive';

  // The list item carries no role of its own, so the list stays a list of items to assistive
  // technology while the card inside is the live status or alert.
  return (
    <li>
      <Grow in={toast.open} appear unmountOnExit>
        <Paper
          role={destructive ? 'alert' : 'status'}
          aria-atomic="true"
          elevation={8}
          data-variant={toast.variant}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          {...swipeHandlers}
          sx={(theme) => ({
            pointerEvents: 'auto',
            touchAction: 'pan-y',
            userSelect: offsetPx > 0 ? 'none' : 'auto',
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1.5,
            p: 2,
            pl: 2.5,
            borderRadius: 2,
            borderLeft: `5px solid ${destructive ? theme.palette.error.dark : theme.palette.primary.main}`,
            bgcolor: destructive ? 'error.main' : 'background.paper',
            color: destructive ? 'error.contrastText' : 'text.primary',
            transform: `translateX(${offsetPx}px)`,
            opacity: 1 - Math.min(offsetPx / (TOAST_SWIPE_THRESHOLD_PX * 3), 0.6),
            transition: offsetPx > 0 ? 'none' : theme.transitions.create(['transform', 'opacity']),
          })}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {toast.title && (
              <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
                {toast.title}
              </Typography>
            )}
            {toast.description && (
              <Typography variant="body2" sx={{ opacity: 0.9 }}>
                {toast.description}
              </Typography>
            )}
          </Box>
          <IconButton
            aria-label="Close notification"
            size="small"
            onClick={dismiss}
            sx={{ color: 'inherit', mt: -0.5, mr: -0.5 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      </Grow>
    </li>
  );
}
