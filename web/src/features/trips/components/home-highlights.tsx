import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LocalGasStationOutlinedIcon from '@mui/icons-material/LocalGasStationOutlined';
import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';

const HIGHLIGHTS: { title: string; text: string; Icon: ComponentType<{ fontSize?: 'large' }> }[] = [
  {
    title: 'Day by day, town to town',
    text: 'Each day ends in a real town with a place to sleep, and you see the distance, riding time and weather before you leave.',
    Icon: RouteOutlinedIcon,
  },
  {
    title: 'Built for two wheels',
    text: 'Motorcycle plans keep fuel stops within range, favour the curvy roads and get you in before sunset.',
    Icon: LocalGasStationOutlinedIcon,
  },
  {
    title: 'Save it, share it',
    text: 'Keep your trips in one place and send the route to the rest of the group with one link.',
    Icon: ShareOutlinedIcon,
  },
];

export function HomeHighlights() {
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="home-highlights-title"
      sx={{ py: { xs: 6, md: 10 } }}
    >
      <Typography id="home-highlights-title" variant="h2">
        A roadbook for every kind of trip
      </Typography>
      <Box
        sx={{
          mt: { xs: 3, md: 5 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {HIGHLIGHTS.map(({ title, text, Icon }) => (
          <Card key={title}>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Box
                sx={{
                  display: 'inline-flex',
                  p: 1.25,
                  borderRadius: 2,
                  bgcolor: 'grey.100',
                  color: 'primary.main',
                }}
              >
                <Icon fontSize="large" />
              </Box>
              <Typography variant="h5" component="h3" sx={{ mt: 2 }}>
                {title}
              </Typography>
              <Typography variant="body1" color="text.secondary" sx={{ mt: 1 }}>
                {text}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
