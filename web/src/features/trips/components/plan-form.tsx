import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import RvHookupIcon from '@mui/icons-material/RvHookup';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  ACCOMMODATION_CHOICES,
  ACTIVITY_CHOICES,
  BUDGET_CHOICES,
  DRIVING_HOURS_CHOICES,
  EARLIEST_TRIP_YEAR,
  LOCATION_MAX_LENGTH,
  LOOP_HOUR_CHOICES,
  MAX_HOTEL_ROOMS,
  MAX_TRAVELERS,
  MAX_TRIP_DAYS,
  NOTES_MAX_LENGTH,
  ROUTE_TYPE_CHOICES,
  TRAVEL_MODE_CHOICES,
  TRIP_NAME_MAX_LENGTH,
  changesRoute,
  lastTripDay,
  latestTripYear,
} from '@roadbook/contracts/browser';
import type { TravelMode } from '@roadbook/contracts';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { ChoiceChips } from './choice-chips';
import { isLoop, isLoopOffered, toPlanBody, validatePlanForm } from './plan-form.model';
import type { PlanFormErrors, PlanFormField, PlanFormValues } from './plan-form.model';
import { PlaceInput } from './place-input';
import { TripDateField } from './trip-date-field';
import { GroupField } from './group-field';
import { RestDaysField } from './rest-days-field';
import { WaypointsField } from './waypoints-field';

const TRAVEL_MODE_ICONS: Record<TravelMode, ReactNode> = {
  motorcycle: <TwoWheelerIcon />,
  car: <DirectionsCarIcon />,
  rv: <RvHookupIcon />,
};

interface PlanFormProps {
  initialValues: PlanFormValues;
  isModifying: boolean;
  isSubmitting: boolean;
  /** Field errors from the server, shown until the field changes. */
  serverErrors?: PlanFormErrors;
  onSubmit: (values: PlanFormValues) => void;
  /**
   * The submit button's words when they are neither planning nor Modify's (the admin editor).
   * Modify's say whether the itinerary is made again: only a changed route is planned again.
   */
  submitLabel?: string;
}

const FIRST_DATE = `${EARLIEST_TRIP_YEAR}-01-01`;

function submitWords(isModifying: boolean, initial: PlanFormValues, values: PlanFormValues) {
  if (!isModifying) return 'Plan My Trip';
  return changesRoute(toPlanBody(initial), toPlanBody(values))
    ? 'Update & Regenerate'
    : 'Save Changes';
}

/** The date pickers' bounds: the years a trip may be in, and at most the longest trip. */
function dateBounds(startDate: string) {
  const lastDate = `${latestTripYear()}-12-31`;
  const lastEnd = lastTripDay(startDate);
  return {
    start: { min: FIRST_DATE, max: lastDate },
    end: {
      min: lastEnd ? startDate : FIRST_DATE,
      max: lastEnd && lastEnd < lastDate ? lastEnd : lastDate,
    },
  };
}

function Section({
  step,
  title,
  hint,
  children,
}: {
  step: number;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={`plan-section-${step}`}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', mb: hint ? 0.5 : 2 }}>
        <Typography
          aria-hidden="true"
          sx={{
            fontWeight: 700,
            color: 'primary.main',
            fontSize: '0.8rem',
            letterSpacing: '0.12em',
          }}
        >
          {String(step).padStart(2, '0')}
        </Typography>
        <Typography variant="h5" component="h2" id={`plan-section-${step}`}>
          {title}
        </Typography>
      </Stack>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}

/**
 * The trip form (docs/product.md#plan-page): every field, validated with the server's messages
 * before it is sent.
 */
export function PlanForm({
  initialValues,
  isModifying,
  isSubmitting,
  serverErrors,
  onSubmit,
  submitLabel,
}: PlanFormProps) {
  const [values, setValues] = useState<PlanFormValues>(initialValues);
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [touchedByServer, setTouchedByServer] = useState<Set<PlanFormField>>(new Set());

  /** One field, or fields that change together (the group's riders and their unit). */
  const setMany = (change: Partial<PlanFormValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    if (submitted) setErrors(validatePlanForm(next));
    setTouchedByServer((fields) => {
      const touched = new Set(fields);
      for (const field of Object.keys(change)) touched.add(field as PlanFormField);
      return touched;
    });
  };
  const set = <K extends PlanFormField>(field: K, value: PlanFormValues[K]) =>
    setMany({ [field]: value });

  const errorOf = (field: PlanFormField): string | undefined =>
    errors[field] ?? (touchedByServer.has(field) ? undefined : serverErrors?.[field]);
  const loop = isLoop(values);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePlanForm(values);
    setSubmitted(true);
    setErrors(found);
    setTouchedByServer(new Set());
    if (Object.keys(found).length > 0) {
      // After the error state renders, bring the first problem into view.
      window.setTimeout(() => {
        document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
      }, 0);
      return;
    }
    onSubmit(values);
  };

  const errorCount = Object.keys(errors).length;
  const dates = dateBounds(values.startDate);

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Plan your trip">
      <Stack spacing={3}>
        <Section step={1} title="The trip" hint="Name it and tell us when you ride.">
          <TextField
            name="name"
            label="Trip name"
            required
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            placeholder="Rockies to red rock"
            slotProps={{ htmlInput: { maxLength: TRIP_NAME_MAX_LENGTH } }}
            error={Boolean(errorOf('name'))}
            helperText={errorOf('name')}
          />
          <Box>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={values.tripType}
              onChange={(_event, next: PlanFormValues['tripType'] | null) => {
                if (next) set('tripType', next);
              }}
              aria-label="Trip type"
              fullWidth
            >
              <ToggleButton value="day">Day ride</ToggleButton>
              <ToggleButton value="multi-day">Multi-day trip</ToggleButton>
            </ToggleButtonGroup>
            {errorOf('tripType') && <FormHelperText error>{errorOf('tripType')}</FormHelperText>}
          </Box>
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TripDateField
                name="startDate"
                label={values.tripType === 'day' ? 'Date' : 'Start date'}
                value={values.startDate}
                onChange={(next) => set('startDate', next)}
                {...dates.start}
                error={errorOf('startDate')}
                helperText="Optional: dates give forecasts and sun times"
              />
              {values.tripType === 'multi-day' && (
                <TripDateField
                  name="endDate"
                  label="End date"
                  value={values.endDate}
                  onChange={(next) => set('endDate', next)}
                  {...dates.end}
                  error={errorOf('endDate')}
                  helperText={`Optional, up to ${MAX_TRIP_DAYS} days in all`}
                />
              )}
            </Stack>
          </LocalizationProvider>
        </Section>

        <Section
          step={2}
          title="The route"
          hint="Where you start, where you end up and what lies between."
        >
          <PlaceInput
            name="startLocation"
            label="Starting point"
            required
            value={values.startLocation}
            onChange={(value) => set('startLocation', value)}
            placeholder="Denver, CO"
            maxLength={LOCATION_MAX_LENGTH}
            error={errorOf('startLocation')}
          />
          <WaypointsField
            waypoints={values.waypoints}
            onChange={(next) => set('waypoints', next)}
            error={errorOf('waypoints')}
          />
          {/* A loop ends where it starts: its destination is its start, shown, not typed. */}
          <PlaceInput
            name="destination"
            label="Destination"
            required={!loop}
            readOnly={loop}
            value={loop ? values.startLocation : values.destination}
            onChange={(value) => set('destination', value)}
            placeholder="Moab, UT"
            maxLength={LOCATION_MAX_LENGTH}
            error={loop ? undefined : errorOf('destination')}
            helperText={loop ? 'A loop ends where it starts' : undefined}
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.isRoundTrip}
                onChange={(event) => set('isRoundTrip', event.target.checked)}
              />
            }
            label="Round trip: ride back to the start"
          />
          {isLoopOffered(values) && (
            <TextField
              select
              name="loopHours"
              label="How long do you want to ride?"
              value={values.loopHours}
              onChange={(event) => set('loopHours', event.target.value)}
              error={Boolean(errorOf('loopHours'))}
              helperText={
                errorOf('loopHours') ??
                'A loop from your start through the famous riding roads near it'
              }
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">No loop: ride to the destination and back</MenuItem>
              {LOOP_HOUR_CHOICES.map((hours) => (
                <MenuItem key={hours} value={String(hours)}>
                  {hours === 1 ? 'A 1-hour loop' : `A ${hours}-hour loop`}
                </MenuItem>
              ))}
            </TextField>
          )}
          <RestDaysField
            restDays={values.restDays}
            restIn={values.restIn}
            onRemove={() => set('restDays', 0)}
            error={errorOf('restIn') ?? errorOf('restDays')}
          />
          <TextField
            select
            name="routeType"
            label="Route type"
            required
            value={values.routeType}
            onChange={(event) =>
              set('routeType', event.target.value as PlanFormValues['routeType'])
            }
            error={Boolean(errorOf('routeType'))}
            helperText={errorOf('routeType')}
          >
            {ROUTE_TYPE_CHOICES.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        </Section>

        <Section
          step={3}
          title="Who is riding"
          hint="Travel mode and party size shape stops, fuel and rooms."
        >
          <Box>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={values.travelMode}
              onChange={(_event, next: TravelMode | null) => {
                if (next) set('travelMode', next);
              }}
              aria-label="Travel mode"
              fullWidth
            >
              {TRAVEL_MODE_CHOICES.map((choice) => (
                <ToggleButton key={choice.value} value={choice.value} sx={{ gap: 1, py: 1.25 }}>
                  {TRAVEL_MODE_ICONS[choice.value]}
                  {choice.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {errorOf('travelMode') && (
              <FormHelperText error>{errorOf('travelMode')}</FormHelperText>
            )}
          </Box>
          <Stack direction="row" spacing={{ xs: 1, sm: 2 }}>
            <TextField
              name="travelers"
              type="number"
              label="Travelers"
              required
              value={values.travelers}
              onChange={(event) => set('travelers', event.target.value)}
              slotProps={{ htmlInput: { min: 1, max: MAX_TRAVELERS, step: 1 } }}
              error={Boolean(errorOf('travelers'))}
              helperText={errorOf('travelers')}
              fullWidth
            />
            <TextField
              name="adults"
              type="number"
              label="Adults"
              required
              value={values.adults}
              onChange={(event) => set('adults', event.target.value)}
              slotProps={{ htmlInput: { min: 1, max: MAX_TRAVELERS, step: 1 } }}
              error={Boolean(errorOf('adults'))}
              helperText={errorOf('adults')}
              fullWidth
            />
            <TextField
              name="hotelRooms"
              type="number"
              label="Hotel rooms"
              value={values.hotelRooms}
              onChange={(event) => set('hotelRooms', event.target.value)}
              slotProps={{ htmlInput: { min: 1, max: MAX_HOTEL_ROOMS, step: 1 } }}
              error={Boolean(errorOf('hotelRooms'))}
              helperText={errorOf('hotelRooms')}
              fullWidth
            />
          </Stack>
          <GroupField
            group={values.group}
            unit={values.rangeUnit}
            travelMode={values.travelMode}
            onChange={(group, rangeUnit) => setMany({ group, rangeUnit })}
            error={errorOf('group')}
          />
        </Section>

        <Section step={4} title="What you want to see" hint="Pick at least one kind of stop.">
          <ChoiceChips
            label="Activities"
            choices={ACTIVITY_CHOICES}
            selected={values.activities}
            onChange={(next) => set('activities', next)}
            error={errorOf('activities')}
          />
          <Typography variant="subtitle2" component="h3">
            Where you like to sleep
          </Typography>
          <ChoiceChips
            label="Accommodation"
            choices={ACCOMMODATION_CHOICES}
            selected={values.accommodation}
            onChange={(next) => set('accommodation', next)}
            error={errorOf('accommodation')}
            helperText="Optional"
          />
        </Section>

        <Section step={5} title="Pace and budget">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              name="drivingHours"
              label="Riding hours per day"
              required
              value={values.drivingHours}
              onChange={(event) => set('drivingHours', event.target.value)}
              error={Boolean(errorOf('drivingHours'))}
              helperText={errorOf('drivingHours')}
              fullWidth
            >
              {DRIVING_HOURS_CHOICES.map((choice) => (
                <MenuItem key={choice.value} value={choice.value}>
                  {choice.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              name="budget"
              label="Budget"
              required
              value={values.budget}
              onChange={(event) => set('budget', event.target.value)}
              error={Boolean(errorOf('budget'))}
              helperText={errorOf('budget')}
              fullWidth
            >
              {BUDGET_CHOICES.map((choice) => (
                <MenuItem key={choice.value} value={choice.value}>
                  {choice.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={values.rideAfterDark}
                  onChange={(event) => set('rideAfterDark', event.target.checked)}
                />
              }
              label="Allow riding after dark"
            />
            <FormHelperText sx={{ mt: 0 }}>
              Off, each day is planned to arrive at least an hour before sunset.
            </FormHelperText>
          </Box>
          <TextField
            name="additionalNotes"
            label="Anything else?"
            multiline
            minRows={3}
            value={values.additionalNotes}
            onChange={(event) => set('additionalNotes', event.target.value)}
            placeholder="Twisties over interstates, a rest day in Moab, no gravel…"
            slotProps={{ htmlInput: { maxLength: NOTES_MAX_LENGTH } }}
            error={Boolean(errorOf('additionalNotes'))}
            helperText={
              errorOf('additionalNotes') ??
              `${values.additionalNotes.length} / ${NOTES_MAX_LENGTH} characters`
            }
          />
        </Section>

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography role={errorCount > 0 ? 'alert' : undefined} color="error" variant="body2">
            {errorCount > 0
              ? `Please fix ${errorCount === 1 ? 'the highlighted field' : `the ${errorCount} highlighted fields`}.`
              : ''}
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ minWidth: 220, py: 1.5 }}
          >
            {submitLabel ?? submitWords(isModifying, initialValues, values)}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
