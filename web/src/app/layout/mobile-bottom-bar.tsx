import type { ComponentType } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export const BOTTOM_BAR_HEIGHT_PX = 64;

const ITEMS: { label: string; to: string; Icon: ComponentType }[] = [
  { label: 'Explore', to: '/', Icon: ExploreOutlinedIcon },
  { label: 'Search', to: '/search', Icon: SearchIcon },
  { label: 'Saved', to: '/saved', Icon: BookmarkBorderIcon },
  { label: 'Profile', to: '/profile', Icon: PersonOutlinedIcon },
];

function activeItem(pathname: string): string | false {
  const item = ITEMS.find(({ to }) => (to === '/' ? pathname === '/' : pathname.startsWith(to)));
  return item?.to ?? false;
}

export function MobileBottomBar() {
  const active = activeItem(useLocation().pathname);
  return (
    <Paper
      component="nav"
      aria-label="Mobile navigation"
      square
      sx={(theme) => ({
        // In every page's markup from the server on; only phones show it.
        display: 'block',
        [theme.breakpoints.up('sm')]: { display: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
        boxShadow: '0 -6px 20px rgba(28, 27, 25, 0.08)',
      })}
    >
      <BottomNavigation showLabels value={active} sx={{ height: BOTTOM_BAR_HEIGHT_PX }}>
        {ITEMS.map(({ label, to, Icon }) => (
          <BottomNavigationAction
            key={to}
            label={label}
            value={to}
            icon={<Icon />}
            component={RouterLink}
            to={to}
            aria-current={active === to ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
