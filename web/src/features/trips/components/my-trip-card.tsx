import DeleteIcon from '@mui/icons-material/Delete';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import ShareIcon from '@mui/icons-material/Share';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Trip } from '@roadbook/contracts';
import { TripMessages } from '@roadbook/contracts/browser';
import { Link as RouterLink } from 'react-router-dom';
import { ActivityChips } from './activity-chips';
import { formatDateRange } from './trip-format';
import { travelModeLabel } from '@roadbook/contracts/browser';

/** A trip whose share link works right now. */
export function isShared(trip: Pick<Trip, 'isPublic' | 'shareableId'>): boolean {
  return trip.isPublic && !!trip.shareableId;
}

interface MyTripCardProps {
  trip: Trip;
  isAdmin: boolean;
  busy: boolean;
  onShare: (trip: Trip) => void;
  onStopSharing: (trip: Trip) => void;
  onDelete: (trip: Trip) => void;
  onToggleFeatured: (trip: Trip) => void;
  /** Plans a trip whose itinerary failed again. */
  onRetry: (trip: Trip) => void;
}

export function MyTripCard({
  trip,
  isAdmin,
  busy,
  onShare,
  onStopSharing,
  onDelete,
  onToggleFeatured,
  onRetry,
}: MyTripCardProps) {
  const failed = trip.generationStatus === 'failed';
  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 3, display: 'flex', flexDirection: 'column' }}
      data-testid="my-trip"
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack useFlexGap direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            size="small"
            label={trip.isSaved ? 'Saved' : 'Draft'}
            color={trip.isSaved ? 'success' : 'default'}
          />
          {failed && <Chip size="small" color="error" label="Plan failed" />}
          <Chip size="small" variant="outlined" label={travelModeLabel(trip.travelMode)} />
          {trip.isFeatured && (
            <Chip size="small" color="primary" icon={<StarIcon />} label="Featured" />
          )}
          {isShared(trip) && (
            <Chip size="small" color="info" variant="outlined" icon={<LinkIcon />} label="Shared" />
          )}
        </Stack>
        <Typography variant="h5" component="h2" sx={{ lineHeight: 1.2 }}>
          <Link
            component={RouterLink}
            to={`/itinerary/${trip.id}`}
            underline="hover"
            color="inherit"
          >
            {trip.name}
          </Link>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {trip.startLocation} → {trip.destination}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {formatDateRange(trip.startDate, trip.endDate)}
        </Typography>
        {failed && (
          <Typography variant="body2" color="error" sx={{ mb: 1.5 }}>
            {trip.generationError ?? TripMessages.generationFailed}
          </Typography>
        )}
        <ActivityChips activities={trip.activities} />
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {failed ? (
          <Button variant="contained" size="small" onClick={() => onRetry(trip)} disabled={busy}>
            Retry
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={`/itinerary/${trip.id}`}
            variant="contained"
            size="small"
          >
            View Itinerary
          </Button>
        )}
        {isAdmin && (
          <Button
            size="small"
            startIcon={trip.isFeatured ? <StarIcon /> : <StarBorderIcon />}
            onClick={() => onToggleFeatured(trip)}
            disabled={busy}
          >
            {trip.isFeatured ? 'Unfeature' : 'Feature'}
          </Button>
        )}
        <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5 }}>
          <Tooltip title="Share a public link">
            <span>
              <IconButton
                aria-label="Share"
                onClick={() => onShare(trip)}
                disabled={busy}
                color="primary"
              >
                <ShareIcon />
              </IconButton>
            </span>
          </Tooltip>
          {isShared(trip) && (
            <Tooltip title="Stop sharing: the link stops working">
              <span>
                <IconButton
                  aria-label="Stop sharing"
                  onClick={() => onStopSharing(trip)}
                  disabled={busy}
                >
                  <LinkOffIcon />
                </IconButton>
              </span>
            </Tooltip>
          )}
          <Tooltip title="Delete trip">
            <span>
              <IconButton
                aria-label="Delete"
                onClick={() => onDelete(trip)}
                disabled={busy}
                color="error"
              >
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </CardActions>
    </Card>
  );
}
