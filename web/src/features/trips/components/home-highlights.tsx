import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CloudOutlinedIcon from '@mui/icons-material/CloudOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import HotelOutlinedIcon from '@mui/icons-material/HotelOutlined';
import LocalGasStationOutlinedIcon from '@mui/icons-material/LocalGasStationOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';

const HIGHLIGHTS: { title: string; text: string; Icon: ComponentType<{ fontSize?: 'medium' }> }[] =
  [
    {
      title: 'Day by day, town to town',
      text: 'Your dates and daily riding hours become days that each end in a real town with a place to sleep.',
      Icon: HotelOutlinedIcon,
    },
    {
      title: 'Fuel within range',
      text: 'Motorcycle plans keep stops inside a tank’s range, favour the curvy roads and get you in before sunset.',
      Icon: LocalGasStationOutlinedIcon,
    },
    {
      title: 'Weather for every day',
      text: 'A forecast for the days ahead, or the typical weather of the season when the trip is further out.',
      Icon: CloudOutlinedIcon,
    },
    {
      title: 'Maps that keep going',
      text: 'Follow the route on an interactive map; when the signal drops, it still draws over built-in outlines.',
      Icon: MapOutlinedIcon,
    },
    {
      title: 'Save it, share it',
      text: 'Keep your trips in one place and send the whole route to the rest of the group with one link.',
      Icon: ShareOutlinedIcon,
    },
    {
      title: 'Take it with you',
      text: 'Export the route as GPX for your navigator and the days as a calendar file, or print it.',
      Icon: FileDownloadOutlinedIcon,
    },
  ];

/** What Roadbook does, in six short points (home page). */
export function HomeHighlights() {
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="home-highlights-title"
      sx={{ py: { xs: 6, md: 9 } }}
    >
      <Typography variant="overline" component="p" color="primary">
        How it works
      </Typography>
      <Typography id="home-highlights-title" variant="h2">
        From a start and a finish to a full roadbook
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 640 }}>
        Tell us where you start, where you are heading, when, and how you travel. You get a
        day-by-day itinerary you can change, keep and share.
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: { xs: 3, md: 5 },
          display: 'grid',
          gap: { xs: 2.5, md: 4 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {HIGHLIGHTS.map(({ title, text, Icon }) => (
          <Box component="li" key={title} sx={{ display: 'flex', gap: 2 }}>
            <Box
              sx={{
                flexShrink: 0,
                display: 'inline-flex',
                alignSelf: 'flex-start',
                p: 1,
                borderRadius: 2,
                bgcolor: 'grey.100',
                color: 'primary.main',
              }}
            >
              <Icon fontSize="medium" />
            </Box>
            <Box>
              <Typography variant="h6" component="h3">
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
