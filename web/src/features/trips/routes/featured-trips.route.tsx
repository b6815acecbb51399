import ExploreIcon from '@mui/icons-material/Explore';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { featuredTripsArticlesArgs } from '@roadbook/contracts/browser';
import { PageBanner } from '../../../shared/components/page-banner';
import { BRAND_NAME } from '../../../shared/config/brand';
import { useGetFeaturedTripsQuery } from '../api/trips.api';
import { RelatedArticles } from '../components/related-articles';
import { StateMessage } from '../components/state-message';
import { FeaturedTripCard, FeaturedTripCardSkeleton } from '../components/trip-card';
import { useDocumentMeta } from '../hooks/use-document-meta';
import { AdventureCallToAction } from '../components/adventure-call-to-action';

/** How many cards stand in while the list loads. */
export const LOADING_SKELETONS = 6;

const GRID = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

/** Posts closest to the featured routes (the newest posts while there are none). */
function TravelInspiration() {
  const featured = useGetFeaturedTripsQuery();
  if (!featured.data) return null;
  return (
    <Box sx={{ mt: 8 }}>
      <RelatedArticles
        title="Travel Inspiration"
        args={featuredTripsArticlesArgs(featured.data)}
        columns={4}
      />
    </Box>
  );
}

function FeaturedList() {
  const featured = useGetFeaturedTripsQuery();
  if (featured.isLoading) {
    return (
      <Box sx={GRID} role="group" aria-busy="true" aria-label="Loading featured routes">
        {Array.from({ length: LOADING_SKELETONS }, (_, index) => (
          <FeaturedTripCardSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (featured.isError || !featured.data) {
    return (
      <StateMessage
        title="Unable to Load Featured Trips"
        headingLevel="h2"
        icon={<ReportProblemIcon />}
        description="Failed to fetch featured trips"
      >
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </StateMessage>
    );
  }
  if (featured.data.length === 0) {
    return (
      <StateMessage
        title="No Featured Routes Yet"
        headingLevel="h2"
        icon={<ExploreIcon />}
        description="Our team has not picked any routes yet. Plan one of your own in the meantime."
        action={{ label: 'Plan Your Own Trip', to: '/plan' }}
      />
    );
  }
  return (
    <Box sx={GRID}>
      {featured.data.map((trip) => (
        <FeaturedTripCard key={trip.id} trip={trip} />
      ))}
    </Box>
  );
}

export default function FeaturedTripsRoute() {
  useDocumentMeta(
    `Featured Routes | ${BRAND_NAME}`,
    'Hand-picked motorcycle, car and RV road trips with day-by-day itineraries.',
  );
  return (
    <>
      <PageBanner eyebrow="Hand-picked road trips" title="Featured Routes" />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <FeaturedList />
        <TravelInspiration />
        <AdventureCallToAction action="Plan Your Trip" />
      </Container>
    </>
  );
}
