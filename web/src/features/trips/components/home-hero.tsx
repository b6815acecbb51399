import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND_NAME } from '../../../shared/config/brand';
import { RoadIllustration } from './road-illustration';

export function HomeHero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        bgcolor: 'grey.900',
        color: 'common.white',
        backgroundImage:
          'radial-gradient(circle at 85% 20%, rgba(242, 140, 40, 0.22), transparent 55%)',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
          alignItems: 'center',
          gap: { xs: 4, md: 8 },
          py: { xs: 6, md: 11 },
        }}
      >
        <Box>
          <Typography variant="overline" component="p" sx={{ color: 'primary.light' }}>
            Road-trip planner for riders
          </Typography>
          <Typography id="home-hero-title" variant="h1" sx={{ mt: 1 }}>
            Plan the ride.{' '}
            <Box component="span" sx={{ display: 'block' }}>
              Then ride it.
            </Box>
          </Typography>
          <Typography variant="subtitle1" sx={{ mt: 2.5, maxWidth: 520, color: 'grey.200' }}>
            {BRAND_NAME} turns a start, a destination and the way you like to travel into a
            day-by-day route: scenic roads, fuel stops, weather and a bed at the end of every day.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button
              component={RouterLink}
              to="/plan"
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
            >
              Plan Your Trip
            </Button>
            <Button
              component={RouterLink}
              to="/featured-trips"
              variant="outlined"
              size="large"
              color="inherit"
              sx={{ borderColor: 'grey.600' }}
            >
              Featured Routes
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ mt: 3, color: 'grey.400' }}>
            For motorcycles, cars and RVs.
          </Typography>
        </Box>
        <Box
          sx={{
            borderRadius: 4,
            overflow: 'hidden',
            boxShadow: '0 30px 60px rgba(0, 0, 0, 0.45)',
            display: { xs: 'none', sm: 'block' },
          }}
        >
          <RoadIllustration />
        </Box>
      </Container>
    </Box>
  );
}
