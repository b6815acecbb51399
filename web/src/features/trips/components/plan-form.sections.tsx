import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import RvHookupIcon from '@mui/icons-material/RvHookup';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import Box from '@mui/material/Box';
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
  lastTripDay,
  latestTripYear,
} from '@roadbook/contracts/browser';
import type { TravelMode } from '@roadbook/contracts';
import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { ChoiceChips } from './choice-chips';
import { isLoop, isLoopOffered } from './plan-form.model';
import type { PlanFormField, PlanFormValues } from './plan-form.model';
import { PlaceInput } from './place-input';
import { TripDateField } from './trip-date-field';
import { GroupField } from './group-field';
import { RestDaysField } from './rest-days-field';
import { WaypointsField } from './waypoints-field';

/** What each section of the plan form works with: the values, their setters, each field's error. */
export interface PlanFormSectionProps {
  values: PlanFormValues;
  set: <K extends PlanFormField>(field: K, value: PlanFormValues[K]) => void;
  /** Fields that change together (the group's riders and their unit). */
  setMany: (change: Partial<PlanFormValues>) => void;
  errorOf: (field: PlanFormField) => string | undefined;
}

const TRAVEL_MODE_ICONS: Record<TravelMode, ReactNode> = {
  motorcycle: <TwoWheelerIcon />,
  car: <DirectionsCarIcon />,
  rv: <RvHookupIcon />,
};

const FIRST_DATE = `${EARLIEST_TRIP_YEAR}-01-01`;

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

/** 1. The trip: its name, a day ride or several days, and its dates. */
export function TripSection({ values, set, errorOf }: PlanFormSectionProps) {
  const dates = dateBounds(values.startDate);
  return (
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
  );
}

/** A required choice of the form as a select: its choices, its value and its error. */
function ChoiceSelect<F extends 'routeType' | 'drivingHours' | 'budget'>({
  field,
  label,
  choices,
  values,
  set,
  errorOf,
  fullWidth,
}: Pick<PlanFormSectionProps, 'values' | 'set' | 'errorOf'> & {
  field: F;
  label: string;
  choices: readonly { value: string; label: string }[];
  fullWidth?: boolean;
}) {
  return (
    <TextField
      select
      name={field}
      label={label}
      required
      value={values[field]}
      onChange={(event) => set(field, event.target.value as PlanFormValues[F])}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field)}
      fullWidth={fullWidth}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A round trip with no stops can be a loop of so many hours through the riding roads. */
function LoopHoursField({
  values,
  set,
  errorOf,
}: Pick<PlanFormSectionProps, 'values' | 'set' | 'errorOf'>) {
  return (
    <TextField
      select
      name="loopHours"
      label="How long do you want to ride?"
      value={values.loopHours}
      onChange={(event) => set('loopHours', event.target.value)}
      error={Boolean(errorOf('loopHours'))}
      helperText={
        errorOf('loopHours') ?? 'A loop from your start through the famous riding roads near it'
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
  );
}

/** 2. The route: start, stops, destination, round trip or loop, rest days, route type. */
export function RouteSection({ values, set, errorOf }: PlanFormSectionProps) {
  const loop = isLoop(values);
  return (
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
      {isLoopOffered(values) && <LoopHoursField values={values} set={set} errorOf={errorOf} />}
      <RestDaysField
        restDays={values.restDays}
        restIn={values.restIn}
        onRemove={() => set('restDays', 0)}
        error={errorOf('restIn') ?? errorOf('restDays')}
      />
      <ChoiceSelect
        field="routeType"
        label="Route type"
        choices={ROUTE_TYPE_CHOICES}
        values={values}
        set={set}
        errorOf={errorOf}
      />
    </Section>
  );
}

/** A number box for a count of the party or its rooms: at least one, at most `max`. */
function CountField({
  field,
  label,
  required,
  max,
  values,
  set,
  errorOf,
}: Pick<PlanFormSectionProps, 'values' | 'set' | 'errorOf'> & {
  field: 'travelers' | 'adults' | 'hotelRooms';
  label: string;
  required?: boolean;
  max: number;
}) {
  return (
    <TextField
      name={field}
      type="number"
      label={label}
      required={required}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      slotProps={{ htmlInput: { min: 1, max, step: 1 } }}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field)}
      fullWidth
    />
  );
}

/** 3. Who is riding: the travel mode, the party and the group's fuel ranges. */
export function RidersSection({ values, set, setMany, errorOf }: PlanFormSectionProps) {
  const fields = { values, set, errorOf };
  return (
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
        {errorOf('travelMode') && <FormHelperText error>{errorOf('travelMode')}</FormHelperText>}
      </Box>
      <Stack direction="row" spacing={{ xs: 1, sm: 2 }}>
        <CountField field="travelers" label="Travelers" required max={MAX_TRAVELERS} {...fields} />
        <CountField field="adults" label="Adults" required max={MAX_TRAVELERS} {...fields} />
        <CountField field="hotelRooms" label="Hotel rooms" max={MAX_HOTEL_ROOMS} {...fields} />
      </Stack>
      <GroupField
        group={values.group}
        unit={values.rangeUnit}
        travelMode={values.travelMode}
        onChange={(group, rangeUnit) => setMany({ group, rangeUnit })}
        error={errorOf('group')}
      />
    </Section>
  );
}

/** 4. What to see: the kinds of stop, and where to sleep. */
export function StopsSection({ values, set, errorOf }: PlanFormSectionProps) {
  return (
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
  );
}

/** 5. Pace and budget: hours a day, budget, riding after dark, and notes. */
export function PaceSection({ values, set, errorOf }: PlanFormSectionProps) {
  return (
    <Section step={5} title="Pace and budget">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ChoiceSelect
          field="drivingHours"
          label="Riding hours per day"
          choices={DRIVING_HOURS_CHOICES}
          values={values}
          set={set}
          errorOf={errorOf}
          fullWidth
        />
        <ChoiceSelect
          field="budget"
          label="Budget"
          choices={BUDGET_CHOICES}
          values={values}
          set={set}
          errorOf={errorOf}
          fullWidth
        />
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
  );
}
