import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import QueueOutlinedIcon from '@mui/icons-material/QueueOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicUser } from '../../shared/session/current-user.api';
import { useSignOut } from '../../shared/session/use-sign-out';
import { displayName, UserAvatar } from '../../shared/session/user-avatar';

/**
 * The header's menu when signed in: My Trips, Profile, for admins All Trips, Site Analytics and
 * Job Queues, then Sign Out.
 */
export default function UserMenu({ user }: { user: PublicUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { signOut, isSigningOut } = useSignOut();
  const name = displayName(user);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-label={`Account menu for ${name}`}
        sx={{ gap: 1, px: { xs: 0.5, sm: 1 }, minWidth: 0, textTransform: 'none' }}
      >
        {/* The initial is decoration: the name the button shows must be within its label. */}
        <UserAvatar user={user} size={32} />
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
      </Button>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 200, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar user={user} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/my-trips" onClick={close}>
          <ListItemIcon>
            <MapOutlinedIcon fontSize="small" />
          </ListItemIcon>
          My Trips
        </MenuItem>
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        {user.role === 'admin' && (
          <MenuItem component={RouterLink} to="/admin/trips" onClick={close}>
            <ListItemIcon>
              <RouteOutlinedIcon fontSize="small" />
            </ListItemIcon>
            All Trips
          </MenuItem>
        )}
        {user.role === 'admin' && (
          <MenuItem component={RouterLink} to="/admin/analytics" onClick={close}>
            <ListItemIcon>
              <InsightsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Site Analytics
          </MenuItem>
        )}
        {user.role === 'admin' && (
          // The gateway serves the queue dashboard itself, outside the web app: a full page load.
          <MenuItem component="a" href="/admin/queues" onClick={close}>
            <ListItemIcon>
              <QueueOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Job Queues
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          disabled={isSigningOut}
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
}
