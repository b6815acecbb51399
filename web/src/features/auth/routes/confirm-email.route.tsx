import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { readApiError } from '../../../shared/api/api-error-details';
import { useConfirmEmailChangeMutation } from '../api/auth.api';
import { AuthMessages } from '../auth.validation';
import { EmailAddress, WRAPPING_ALERT } from '../components/email-address';

type Outcome =
  | { status: 'ready' }
  | { status: 'confirming' }
  | { status: 'confirmed'; email: string }
  | { status: 'failed'; message: string };

/** Nothing to confirm without the link's token: the same words as a dead link. */
const NO_TOKEN: Outcome = { status: 'failed', message: AuthMessages.invalidEmailChangeToken };

/**
 * The page behind the link mailed to a new address, `/confirm-email?token=…`. Opening it changes
 * nothing: the rider confirms with a button, so a mail scanner that opens links (and runs their
 * scripts) cannot confirm a change on the rider's behalf. Then it says what happened.
 */
export default function ConfirmEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirm] = useConfirmEmailChangeMutation();
  const [outcome, setOutcome] = useState<Outcome>(token ? { status: 'ready' } : NO_TOKEN);

  const confirmChange = () => {
    // The button is gone while confirming, so a token is sent once.
    setOutcome({ status: 'confirming' });
    confirm({ token })
      .unwrap()
      .then(({ email }) => setOutcome({ status: 'confirmed', email }))
      .catch((failure: unknown) => {
        const details = readApiError(failure);
        setOutcome({
          status: 'failed',
          message:
            details.fieldErrors.token ??
            details.message ??
            'We could not confirm your email address. Please try again.',
        });
      });
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
            Confirm Your Email
          </Typography>
          {outcome.status === 'ready' && (
            <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
              <Typography>
                You asked to change the email address of your Roadbook account to the one this link
                was sent to. Confirm to sign in with it from now on.
              </Typography>
              <Button variant="contained" onClick={confirmChange}>
                Confirm New Email Address
              </Button>
            </Box>
          )}
          {outcome.status === 'confirming' && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={24} aria-hidden="true" />
              <Typography>Confirming your new email address...</Typography>
            </Stack>
          )}
          {outcome.status === 'confirmed' && (
            <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
              <Alert severity="success" role="status" sx={{ width: '100%', ...WRAPPING_ALERT }}>
                Your email address is now{' '}
                <strong>
                  <EmailAddress email={outcome.email} />
                </strong>
                . Sign in with it from now on; we let your previous address know.
              </Alert>
              <Button component={RouterLink} to="/profile" variant="contained">
                Go to Profile
              </Button>
            </Box>
          )}
          {outcome.status === 'failed' && (
            <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
              <Alert severity="error" sx={{ width: '100%' }}>
                {outcome.message}
              </Alert>
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                <Button component={RouterLink} to="/profile" variant="outlined">
                  Go to Profile
                </Button>
                <Button component={RouterLink} to="/" color="inherit">
                  Go to Home
                </Button>
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
