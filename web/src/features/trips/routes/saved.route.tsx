import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PageBanner } from '../../../shared/components/page-banner';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { SignInPrompt } from '../../../shared/session/sign-in-prompt';
import { MyTripList } from '../components/my-trip-list';
import { StateMessage } from '../components/state-message';

/** `/saved`: the signed-in user's saved trips; a visitor is told what it is and asked to sign in. */
export default function SavedRoute() {
  const { isAuthenticated, isLoading } = useCurrentUser();

  if (isLoading) return <StateMessage title="Loading your saved trips" loading />;
  if (!isAuthenticated) {
    return (
      <SignInPrompt
        title="Saved Trips"
        icon={<BookmarkBorderIcon />}
        description="Sign in to keep the trips you plan: saved trips wait for you here on every device, ready to open, share or change."
      />
    );
  }
  return (
    <Box>
      <PageBanner eyebrow="Ready to ride" title="Saved Trips" />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <MyTripList
          show={(trip) => trip.isSaved}
          empty={
            <StateMessage
              title="No saved trips yet"
              headingLevel="h2"
              icon={<BookmarkBorderIcon />}
              description="Plan a trip and press Save Trip on its itinerary: it will wait for you here."
              action={{ label: 'Plan a Trip', to: '/plan' }}
            />
          }
        />
      </Container>
    </Box>
  );
}
