import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { openAuthDialog } from '../ui/ui.slice';

interface AccessDeniedProps {
  /** Why, in a sentence: what the page needs ("Please log in to view your profile."). */
  description: string;
  /** Offer to sign in: for a visitor, who may have an account that is allowed. */
  signIn?: boolean;
}

/** The app's "Access Denied" screen, for a page the visitor or rider may not see. */
export function AccessDenied({ description, signIn = false }: AccessDeniedProps) {
  const dispatch = useDispatch();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <LockOutlinedIcon color="action" sx={{ fontSize: 48 }} />
        <Typography variant="h3" component="h1">
          Access Denied
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
        <Stack direction="row" spacing={1.5}>
          <Button variant="contained" component={RouterLink} to="/">
            Go to Home
          </Button>
          {signIn && (
            <Button variant="outlined" onClick={() => dispatch(openAuthDialog('login'))}>
              Sign In
            </Button>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
