import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { useDispatch } from 'react-redux';
import { NavLink } from 'react-router-dom';
import { useCurrentUser } from '../../shared/session/current-user.api';
import { openAuthDialog } from '../../shared/ui/ui.slice';
import { BrandLogo } from './brand-logo';

// Only signed-in riders need the menu (and MUI's Menu/Popover), so it stays out of the first page.
const UserMenu = lazy(() => import('./user-menu'));

/** Keeps the header from jumping while the current user or the menu loads. */
const accountSlot = <Box sx={{ width: 88, height: 36 }} />;

export function AppHeader() {
  const dispatch = useDispatch();
  const { user, isLoading } = useCurrentUser();
  return (
    <AppBar position="sticky">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 60, sm: 68 } }}>
          <BrandLogo />
          <Box sx={{ flex: 1 }} />
          <Button
            component={NavLink}
            to="/blog"
            color="inherit"
            sx={(theme) => ({
              '&.active': { color: theme.palette.primary.light },
            })}
          >
            Blog
          </Button>
          {user ? (
            <Suspense fallback={accountSlot}>
              <UserMenu user={user} />
            </Suspense>
          ) : isLoading ? (
            accountSlot
          ) : (
            <Button variant="contained" onClick={() => dispatch(openAuthDialog())}>
              Sign In
            </Button>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
