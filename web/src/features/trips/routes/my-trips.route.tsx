import LuggageIcon from '@mui/icons-material/TravelExplore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { useToast } from '../../../shared/toast/use-toast';
import { MyTripList } from '../components/my-trip-list';
import { PageBanner } from '../../../shared/components/page-banner';
import { StateMessage } from '../components/state-message';

export default function MyTripsRoute() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    toast({
      title: 'Authentication Required',
      description: 'Please log in to view your trips.',
      variant: 'destructive',
    });
    void navigate('/', { replace: true });
  }, [isLoading, isAuthenticated, navigate, toast]);

  if (isLoading || !isAuthenticated) return <StateMessage title="Loading your trips" loading />;

  return (
    <Box>
      <PageBanner
        eyebrow="Your garage of routes"
        title="My Trips"
        action={
          <Button component={RouterLink} to="/plan" variant="contained">
            Plan a New Trip
          </Button>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <MyTripList
          empty={
            <StateMessage
              title="No trips yet"
              icon={<LuggageIcon />}
              description="Plan a trip and save it: it will wait for you here."
              action={{ label: 'Plan Your First Trip', to: '/plan' }}
            />
          }
        />
      </Container>
    </Box>
  );
}
