import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useDispatch } from 'react-redux';
import { NavLink } from 'react-router-dom';
import { openAuthDialog } from '../../shared/ui/ui.slice';
import { BrandLogo } from './brand-logo';

export function AppHeader() {
  const dispatch = useDispatch();
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
          <Button variant="contained" onClick={() => dispatch(openAuthDialog())}>
            Sign In
          </Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
