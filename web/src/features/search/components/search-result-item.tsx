import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary, TripCard } from '@roadbook/contracts';
import { TRAVEL_MODE_CHOICES, tripPagePath } from '@roadbook/contracts/browser';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RESULT_ATTRIBUTE } from './result-focus';

function ResultCard({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }} component="li">
      <CardActionArea
        component={RouterLink}
        to={to}
        aria-label={label}
        {...{ [RESULT_ATTRIBUTE]: '' }}
        sx={{
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
        }}
      >
        <CardContent>{children}</CardContent>
      </CardActionArea>
    </Card>
  );
}

export function TripResult({ trip }: { trip: TripCard }) {
  const mode = TRAVEL_MODE_CHOICES.find((choice) => choice.value === trip.travelMode)?.label;
  return (
    <ResultCard to={tripPagePath(trip)} label={trip.name}>
      <Stack direction="row" spacing={1} sx={{ mb: 0.75, alignItems: 'center' }}>
        <Chip size="small" label={mode ?? trip.travelMode} />
        <Typography variant="body2" color="text.secondary">
          {trip.startLocation} → {trip.destination}
        </Typography>
      </Stack>
      <Typography variant="h6" component="h3" sx={{ lineHeight: 1.25 }}>
        {trip.name}
      </Typography>
      {trip.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {trip.description}
        </Typography>
      )}
    </ResultCard>
  );
}

export function PostResult({ post }: { post: BlogPostSummary }) {
  return (
    <ResultCard to={`/blog/${post.slug}`} label={post.title}>
      <Typography variant="overline" color="primary" sx={{ lineHeight: 1.5 }}>
        Blog
      </Typography>
      <Typography variant="h6" component="h3" sx={{ lineHeight: 1.25 }}>
        {post.title}
      </Typography>
      {post.excerpt && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {post.excerpt}
        </Typography>
      )}
      {post.tags.length > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
          {post.tags.join(' · ')}
        </Typography>
      )}
    </ResultCard>
  );
}
