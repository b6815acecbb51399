import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { LatestPosts } from '../../features/blog/components/latest-posts';
import { FeaturedRoutesPreview } from '../../features/trips/components/featured-routes-preview';
import { HomeHero } from '../../features/trips/components/home-hero';
import { HomeHighlights } from '../../features/trips/components/home-highlights';
import { BRAND_NAME } from '../../shared/config/brand';
import { PageSection } from '../../shared/components/page-section';
import { useDocumentMeta } from '../../shared/seo/use-document-meta';

function PlanCallToAction() {
  return (
    <Box component="section" aria-labelledby="home-cta-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="home-cta-title" variant="h2">
          Where does the road take you next?
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
          Planning is free and needs no account. Sign up when you want to keep a trip.
        </Typography>
        <Button
          component={RouterLink}
          to="/plan"
          variant="contained"
          size="large"
          endIcon={<ArrowForwardIcon />}
        >
          Start Planning
        </Button>
      </Container>
    </Box>
  );
}

/** The landing page: what Roadbook does, routes to ride, stories to read, and where to start. */
export default function HomeRoute() {
  useDocumentMeta(
    `${BRAND_NAME} — Road-trip planner for motorcycle riders and travellers`,
    'Plan a road trip day by day: overnight towns, fuel stops, weather and maps. Save and share it, export GPX and calendar files.',
  );
  return (
    <>
      <HomeHero />
      <HomeHighlights />
      <PageSection
        id="home-featured-title"
        eyebrow="Ride these"
        title="Featured routes"
        more={{ label: 'All Featured Routes', to: '/featured-trips' }}
        tinted
      >
        <FeaturedRoutesPreview />
      </PageSection>
      <PageSection
        id="home-blog-title"
        eyebrow="From the blog"
        title="Latest stories"
        more={{ label: 'All Posts', to: '/blog' }}
      >
        <LatestPosts emptyText="New stories and riding tips are on their way." />
      </PageSection>
      <PlanCallToAction />
    </>
  );
}
