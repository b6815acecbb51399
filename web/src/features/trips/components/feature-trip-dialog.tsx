import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { PublicTrip } from '@roadbook/contracts';
import {
  FEATURED_DESCRIPTION_MAX_LENGTH,
  featuredDescriptionProblem,
  suggestedTripSlug,
  tripSlugProblem,
} from '@roadbook/contracts/browser';
import { useState, type FormEvent } from 'react';
import { readApiError } from '../../../shared/api/api-error-details';
import { useToast } from '../../../shared/toast/use-toast';
import { useFeatureTripMutation } from '../api/trips.api';
import { FeaturedTripCard } from './trip-card';

const TITLE_ID = 'feature-trip-title';

export interface FeatureTripDialogProps {
  /** The trip to feature; the dialog is open while there is one. */
  trip: PublicTrip | null;
  onClose: () => void;
}

interface FieldErrors {
  slug?: string;
  description?: string;
}

/**
 * Featuring a trip (docs/adr/0005-featured-trips.md): the admin names the slug its page opens at
 * and the description visitors read, and sees the card `/featured-trips` will show and the page's
 * address before the trip is featured.
 */
export function FeatureTripDialog({ trip, onClose }: FeatureTripDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={trip !== null}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby={TITLE_ID}
    >
      {/* Keyed by the trip, so each opening starts from that trip's own words. */}
      {trip && <FeatureTripForm key={trip.id} trip={trip} onClose={onClose} />}
    </Dialog>
  );
}

function FeatureTripForm({ trip, onClose }: { trip: PublicTrip; onClose: () => void }) {
  const [slug, setSlug] = useState(trip.slug ?? suggestedTripSlug(trip.name, trip.id));
  const [description, setDescription] = useState(trip.description ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [featureTrip, { isLoading }] = useFeatureTripMutation();
  const { toast } = useToast();
  const address = `${window.location.origin}/trips/${slug}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: FieldErrors = {
      slug: tripSlugProblem(slug) ?? undefined,
      description: featuredDescriptionProblem(description) ?? undefined,
    };
    setErrors(problems);
    setFailure(null);
    if (problems.slug || problems.description) return;
    try {
      await featureTrip({ id: trip.id, isFeatured: true, slug, description }).unwrap();
    } catch (caught) {
      const { message, fieldErrors } = readApiError(caught);
      setErrors({ slug: fieldErrors.slug, description: fieldErrors.description });
      if (!fieldErrors.slug && !fieldErrors.description) {
        setFailure(message ?? 'Failed to update trip status.');
      }
      return;
    }
    toast({
      title: 'Trip Featured',
      description: `"${trip.name}" now appears among the featured routes.`,
    });
    onClose();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle id={TITLE_ID} variant="h4" component="h2">
        Feature “{trip.name}”
      </DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            pt: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2.5}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              label="Slug"
              value={slug}
              onChange={(event) => setSlug(event.target.value)}
              error={!!errors.slug}
              helperText={errors.slug ?? 'Lowercase letters, digits and hyphens.'}
              autoComplete="off"
              spellCheck={false}
              required
              slotProps={{
                input: {
                  startAdornment: <InputAdornment position="start">/trips/</InputAdornment>,
                },
              }}
            />
            <TextField
              label="Public description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              error={!!errors.description}
              helperText={
                errors.description ??
                `${description.trim().length}/${FEATURED_DESCRIPTION_MAX_LENGTH} characters. Visitors read it on the featured routes and the trip's page.`
              }
              multiline
              minRows={4}
              required
            />
          </Stack>
          <Stack component="section" aria-label="Preview" spacing={1.5}>
            <Typography variant="overline" component="h3" color="text.secondary">
              What visitors will see
            </Typography>
            <FeaturedTripCard trip={{ ...trip, slug, description }} linked={false} />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Page address:
              </Box>{' '}
              <Box component="span" data-testid="featured-trip-address" sx={{ fontWeight: 600 }}>
                {address}
              </Box>
            </Typography>
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Featuring…' : 'Feature Trip'}
        </Button>
      </DialogActions>
    </form>
  );
}
