import { useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router-dom';
import { AccessDenied } from '../../../shared/session/access-denied';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import type { PublicUser } from '../../../shared/session/current-user.api';
import { useSignOut } from '../../../shared/session/use-sign-out';
import { ChangeEmailDialog } from '../components/change-email-dialog';
import { ChangePasswordDialog } from '../components/change-password-dialog';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { EmailAddress } from '../components/email-address';
import { ProfilePicture } from '../components/profile-picture';
import { EditableRow, UsernameEditor } from '../components/username-editor';

const PRIVACY_STATEMENTS = [
  'Your password is hashed with bcrypt; we never store or see it in plain text.',
  'Your trip data is accessible only to you, unless you choose to share a trip.',
  'We do not share your personal data with third parties.',
  'You can delete your account and all of its data at any time.',
];

const HELPFUL_LINKS: { label: string; href: string }[] = [
  { label: 'Plan a New Trip', href: '/plan' },
  { label: 'My Trips', href: '/my-trips' },
  { label: 'Travel Blog', href: '/blog' },
  { label: 'Contact Us', href: '/contact.html' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Affiliate Disclosure', href: '/affiliate' },
];

function ProfileCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function CenteredState({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {children}
      </Stack>
    </Container>
  );
}

function SignedInProfile({ user }: { user: PublicUser }) {
  const [dialog, setDialog] = useState<'email' | 'password' | 'delete' | null>(null);
  const { signOut, isSigningOut } = useSignOut();
  const closeDialog = () => setDialog(null);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 0.5 }}>
        Your Profile
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 4 } }}>
        Manage your account and how you sign in.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <ProfileCard title="Account Information">
          <Stack spacing={2.5}>
            <ProfilePicture user={user} />
            <EditableRow
              label="Email Address"
              value={<EmailAddress email={user.email} />}
              action={
                <Button
                  size="small"
                  startIcon={<EmailOutlinedIcon />}
                  aria-label="Change email address"
                  onClick={() => setDialog('email')}
                >
                  Change
                </Button>
              }
            />
            <UsernameEditor user={user} />
          </Stack>
        </ProfileCard>
        <ProfileCard title="Account Actions">
          <Stack spacing={1.5}>
            <Button
              variant="outlined"
              startIcon={<KeyOutlinedIcon />}
              onClick={() => setDialog('password')}
            >
              Change Password
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<LogoutIcon />}
              disabled={isSigningOut}
              onClick={() => void signOut()}
            >
              Sign Out (this device)
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setDialog('delete')}
            >
              Delete Account
            </Button>
          </Stack>
        </ProfileCard>
        <ProfileCard title="Privacy & Security">
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {PRIVACY_STATEMENTS.map((statement) => (
              <Stack component="li" key={statement} direction="row" spacing={1.25}>
                <CheckCircleOutlineIcon color="success" fontSize="small" sx={{ mt: '2px' }} />
                <Typography variant="body2">{statement}</Typography>
              </Stack>
            ))}
          </Stack>
        </ProfileCard>
        <ProfileCard title="Helpful Links">
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {HELPFUL_LINKS.map(({ label, href }) => (
              <li key={href}>
                <Link component={RouterLink} to={href}>
                  {label}
                </Link>
              </li>
            ))}
          </Stack>
        </ProfileCard>
      </Box>
      <ChangeEmailDialog
        open={dialog === 'email'}
        currentEmail={user.email}
        onClose={closeDialog}
      />
      <ChangePasswordDialog open={dialog === 'password'} onClose={closeDialog} />
      <DeleteAccountDialog open={dialog === 'delete'} onClose={closeDialog} />
    </Container>
  );
}

/** /profile (docs/product.md#profile-page): loading, signed out, signed in. */
export default function ProfileRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <CenteredState>
        <CircularProgress aria-hidden="true" />
        <Typography variant="h4" component="h1">
          Loading Profile
        </Typography>
      </CenteredState>
    );
  }
  if (!user) return <AccessDenied description="Please log in to view your profile." signIn />;
  return <SignedInProfile user={user} />;
}
