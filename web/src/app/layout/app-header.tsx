import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useState, type ComponentType } from 'react';
import { useDispatch } from 'react-redux';
import { NavLink } from 'react-router-dom';
import { useCurrentUser, type PublicUser } from '../../shared/session/current-user.api';
import { openAuthDialog } from '../../shared/ui/ui.slice';
import { preloadableLazy } from '../../shared/components/preloadable-lazy';
import { BrandLogo } from './brand-logo';

type UserMenuType = ComponentType<{ user: PublicUser }>;

// Only signed-in riders need the menu (and MUI's Menu/Popover), so it stays out of the first page.
const userMenu = preloadableLazy<{ user: PublicUser }>(() => import('./user-menu'));

/**
 * Loads the menu ahead of the header's first render: before a signed-in rider's server-rendered
 * page is hydrated, so the menu button takes a tap as soon as the page does.
 */
export const preloadUserMenu = userMenu.preload;

/** Keeps the header from jumping while the current user or the menu loads. */
const accountSlot = <Box sx={{ width: 88, height: 36 }} />;

const activeLink = { '&.active': { color: 'primary.light' } } as const;

/**
 * A header link. `desktopOnly` ones are left to the phone's bottom bar (Search, Saved) and the
 * page's own buttons there, where the header has no room for them.
 */
function HeaderLink({
  to,
  label,
  desktopOnly,
}: {
  to: string;
  label: string;
  desktopOnly?: boolean;
}) {
  return (
    <Button
      component={NavLink}
      to={to}
      color="inherit"
      sx={{ ...activeLink, ...(desktopOnly && { display: { xs: 'none', md: 'inline-flex' } }) }}
    >
      {label}
    </Button>
  );
}

export function AppHeader() {
  const dispatch = useDispatch();
  // Chosen once per mount: the type never changes under a mounted header.
  const [UserMenu] = useState<UserMenuType>(userMenu.current);
  const { user, isLoading } = useCurrentUser();
  return (
    <AppBar position="sticky">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 60, sm: 68 } }}>
          <BrandLogo />
          <Box sx={{ flex: 1 }} />
          <HeaderLink to="/plan" label="Plan" desktopOnly />
          {user && <HeaderLink to="/my-trips" label="My Trips" desktopOnly />}
          <HeaderLink to="/search" label="Search" desktopOnly />
          <HeaderLink to="/blog" label="Blog" />
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
