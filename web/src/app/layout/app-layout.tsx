import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthDialogHost } from '../../features/auth/components/auth-dialog-host';
import { OfflineCopyNote } from '../../shared/offline/offline-copy-note';
import { Toaster } from '../../shared/toast/toaster';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { BOTTOM_BAR_HEIGHT_PX, MobileBottomBar } from './mobile-bottom-bar';

/** Phones only: CSS decides, so the server's markup has the bar and nothing moves on hydration. */
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <OfflineCopyNote />
      {/* At least a screen tall, so the footer starts below the fold and nothing visible moves
          when a lazy screen or its data arrives (layout shift). */}
      <Box component="main" sx={{ flex: 1, minHeight: '100dvh' }}>
        <Outlet />
      </Box>
      <AppFooter />
      {/* Keeps the end of the footer clear of the fixed bar. */}
      <Box
        aria-hidden="true"
        sx={{
          ...PHONE_ONLY,
          flexShrink: 0,
          bgcolor: 'grey.900',
          height: `calc(${BOTTOM_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom))`,
        }}
      />
      <MobileBottomBar />
      <AuthDialogHost />
      <Toaster />
      <ScrollRestoration />
    </Box>
  );
}
