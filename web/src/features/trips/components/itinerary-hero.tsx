import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicTrip } from '@roadbook/contracts';
import type { ReactNode } from 'react';

/** The dark band that opens a trip's page: badges, the name, "start → destination", then facts. */
export function ItineraryHero({
  trip,
  badges,
  children,
}: {
  trip: Pick<PublicTrip, 'name' | 'startLocation' | 'destination'>;
  badges: ReactNode;
  /** What follows the route line: the page's facts and actions. */
  children: ReactNode;
}) {
  return (
    <Box sx={{ bgcolor: 'grey.900', color: 'common.white', py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        {badges}
        <Typography variant="h2" component="h1">
          {trip.name}
        </Typography>
        <Typography variant="subtitle1" sx={{ mt: 1, color: 'grey.200' }}>
          {trip.startLocation} → {trip.destination}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

/** One labelled fact in a hero band; `children` stand in for the plain value when it needs more. */
export function HeroFact({
  label,
  value,
  children,
}: {
  label: string;
  value?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box>
      <Typography variant="overline" sx={{ color: 'grey.400', display: 'block', lineHeight: 1.6 }}>
        {label}
      </Typography>
      {children ?? <Typography sx={{ fontWeight: 600 }}>{value}</Typography>}
    </Box>
  );
}

/** The row of a hero band's facts, wrapping on narrow screens. */
export function HeroFacts({ children }: { children: ReactNode }) {
  return (
    <Stack
      useFlexGap
      direction="row"
      spacing={{ xs: 2, sm: 4 }}
      sx={{ mt: 2.5, flexWrap: 'wrap', rowGap: 1.5 }}
    >
      {children}
    </Stack>
  );
}
