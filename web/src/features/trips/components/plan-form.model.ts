import type {
  GroupRider,
  PlanTripDto,
  PublicTrip,
  RangeUnit,
  RouteType,
  TravelMode,
  Trip,
  TripType,
} from '@roadbook/contracts';
import {
  ACCOMMODATION_VALUES,
  ACTIVITY_CHOICE_VALUES,
  BUDGET_LEVELS,
  DRIVING_HOURS_VALUES,
  PlanTripMessages,
  checkPlan,
  hasPassedEverywhere,
  fuelRangeBounds,
  fuelRangeMessage,
  isSamePlaceText,
  MAX_GROUP_RIDERS,
  rangeFromKm,
  rangeToKm,
  RIDER_NAME_MAX_LENGTH,
} from '@roadbook/contracts/browser';

/** The form data Modify hands to /plan is kept under this key (docs/product.md#plan-page). */
export const PLAN_FORM_STORAGE_KEY = 'roadbook.planForm';

/** The plan form as the inputs hold it: numbers stay text until submit. */
export interface PlanFormValues {
  name: string;
  tripType: TripType;
  startDate: string;
  endDate: string;
  travelMode: TravelMode | '';
  travelers: string;
  adults: string;
  hotelRooms: string;
  startLocation: string;
  destination: string;
  isRoundTrip: boolean;
  waypoints: string[];
  routeType: RouteType | '';
  activities: string[];
  accommodation: string[];
  budget: string;
  drivingHours: string;
  additionalNotes: string;
  /** Days off the bike at `restIn`: set by the itinerary's advice, shown and removed here. */
  restDays: number;
  restIn: string;
  /** The riders and their fuel ranges as typed, in `rangeUnit`. */
  group: GroupRiderInput[];
  rangeUnit: RangeUnit;
  rideAfterDark: boolean;
  /** Hours of a loop's riding, '' for no loop: offered on a round trip with no stops. */
  loopHours: string;
}

/** A rider of the group as the inputs hold it: the range stays text until submit. */
export interface GroupRiderInput {
  name: string;
  range: string;
}

export type PlanFormField = keyof PlanFormValues;
export type PlanFormErrors = Partial<Record<PlanFormField, string>>;

export const EMPTY_PLAN_FORM: PlanFormValues = {
  name: '',
  tripType: 'multi-day',
  startDate: '',
  endDate: '',
  travelMode: 'motorcycle',
  travelers: '1',
  adults: '1',
  hotelRooms: '1',
  startLocation: '',
  destination: '',
  isRoundTrip: false,
  waypoints: [],
  routeType: 'scenic',
  activities: [],
  accommodation: [],
  budget: '',
  drivingHours: '',
  additionalNotes: '',
  restDays: 0,
  restIn: '',
  group: [],
  rangeUnit: defaultRangeUnit(),
  rideAfterDark: false,
  loopHours: '',
};

/** Miles where the browser's language is that of a country that rides in miles, else km. */
export function defaultRangeUnit(): RangeUnit {
  const language = typeof navigator === 'undefined' ? '' : navigator.language;
  return /^en-(US|GB|LR)$|^my\b/.test(language) ? 'mi' : 'km';
}

/** The whole number the text holds, or null (empty, a fraction, not a number). */
function wholeNumber(text: string): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) ? value : null;
}

const isOneOf = (choices: readonly string[], value: string) => choices.includes(value);

/** The stops that will be sent: trimmed, blank ones left out. */
function filledWaypoints(values: Pick<PlanFormValues, 'waypoints'>): string[] {
  return values.waypoints.map((waypoint) => waypoint.trim()).filter(Boolean);
}

/** Whether the form offers a loop: a round trip with no stops (docs/product.md#loops). */
export function isLoopOffered(values: Pick<PlanFormValues, 'isRoundTrip' | 'waypoints'>): boolean {
  return values.isRoundTrip && filledWaypoints(values).length === 0;
}

/** Whether the plan is a loop: offered and given its hours. Its destination is its start. */
export function isLoop(values: PlanFormValues): boolean {
  return isLoopOffered(values) && values.loopHours !== '';
}

/**
 * What the server's plan rules say of the body this form would send (`checkPlan`, the rules of
 * `PlanTripDto` itself: docs/adr/0011-one-plan-schema.md), first problem of each field, under the
 * field that shows it: the rest days' problems under their place, none under a field the form
 * hides (a day ride's end date is its start date; a loop's destination is its start).
 */
function serverRulesProblems(values: PlanFormValues): PlanFormErrors {
  // As the server receives it: JSON has no NaN (a number field holding words arrives as null).
  const verdict = checkPlan(JSON.parse(JSON.stringify(toPlanBody(values))) as object);
  const { restDays, restIn, ...others } = verdict;
  const found: PlanFormErrors = {};
  for (const [field, messages] of Object.entries(others) as [PlanFormField, string[]][]) {
    found[field] = messages[0];
  }
  const rest = restIn?.[0] ?? restDays?.[0];
  if (rest) found.restIn = rest;
  if (values.tripType === 'day') delete found.endDate;
  if (isLoop(values)) delete found.destination;
  return found;
}

/**
 * The trip form's rules (docs/product.md#trip-form-validation): the server's plan rules, with
 * their messages, first problem of each field only; a rider's range in the unit it was typed in;
 * then what the server refuses before planning (a start date already past, the same start and
 * destination with nothing between), as far as a browser can tell.
 */
export function validatePlanForm(values: PlanFormValues, now: Date = new Date()): PlanFormErrors {
  const found = serverRulesProblems(values);
  const group = groupProblem(values);
  if (group) found.group = group;
  if (!found.startDate && values.startDate !== '' && hasPassedEverywhere(values.startDate, now)) {
    found.startDate = PlanTripMessages.startDateInPast;
  }
  const nothingBetween = !values.isRoundTrip && filledWaypoints(values).length === 0;
  if (!found.destination && nothingBetween) {
    if (isSamePlaceText(values.startLocation, values.destination)) {
      found.destination = PlanTripMessages.sameStartAndDestination;
    }
  }
  return found;
}

/** Whether a typed range is a whole number within the limits, in the form's unit. */
export function isRangeInBounds(text: string, unit: RangeUnit): boolean {
  const value = wholeNumber(text);
  const { min, max } = fuelRangeBounds(unit);
  return value !== null && value >= min && value <= max;
}

/** The group's first problem: too many riders, a rider without a name, a range out of bounds. */
function groupProblem({ group, rangeUnit }: PlanFormValues): string | undefined {
  if (group.length > MAX_GROUP_RIDERS) return PlanTripMessages.groupSize;
  const named = (rider: GroupRiderInput) =>
    rider.name.trim().length >= 1 && rider.name.trim().length <= RIDER_NAME_MAX_LENGTH;
  if (!group.every(named)) return PlanTripMessages.riderName;
  if (!group.every((rider) => isRangeInBounds(rider.range, rangeUnit))) {
    return fuelRangeMessage(rangeUnit);
  }
  return undefined;
}

/** The request body: what the form sends once `validatePlanForm` finds nothing. */
export function toPlanBody(values: PlanFormValues): PlanTripDto {
  const endDate = values.tripType === 'day' ? values.startDate : values.endDate;
  return {
    name: values.name.trim(),
    tripType: values.tripType,
    ...(values.startDate ? { startDate: values.startDate } : {}),
    ...(endDate ? { endDate } : {}),
    travelMode: values.travelMode as TravelMode,
    travelers: Number(values.travelers),
    adults: Number(values.adults),
    hotelRooms: values.hotelRooms.trim() === '' ? 1 : Number(values.hotelRooms),
    startLocation: values.startLocation.trim(),
    // A loop ends where it starts.
    destination: (isLoop(values) ? values.startLocation : values.destination).trim(),
    isRoundTrip: values.isRoundTrip,
    waypoints: filledWaypoints(values),
    routeType: values.routeType as RouteType,
    activities: values.activities,
    accommodation: values.accommodation,
    budget: values.budget,
    drivingHours: values.drivingHours,
    additionalNotes: values.additionalNotes.trim(),
    restDays: values.restDays > 0 ? values.restDays : 0,
    restIn: values.restDays > 0 ? values.restIn.trim() : '',
    group: values.group.map((rider) => ({
      name: rider.name.trim(),
      fuelRangeKm: rangeToKm(Number(rider.range), values.rangeUnit),
    })),
    rideAfterDark: values.rideAfterDark,
    loopHours: isLoop(values) ? Number(values.loopHours) : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Modify (docs/product.md#plan-page): 'day' when the dates span at most 1 day, else 'multi-day'.
 */
export function tripTypeForSpan(trip: Pick<Trip, 'startDate' | 'endDate' | 'tripType'>): TripType {
  if (!trip.startDate || !trip.endDate) return trip.tripType;
  const span = (Date.parse(trip.endDate) - Date.parse(trip.startDate)) / DAY_MS;
  if (Number.isNaN(span)) return trip.tripType;
  return span <= 1 ? 'day' : 'multi-day';
}

/** The trip's plan back in the form, for Modify. */
export function planFormFromTrip(trip: Trip | PublicTrip): PlanFormValues {
  return {
    name: trip.name,
    tripType: tripTypeForSpan(trip),
    startDate: trip.startDate ?? '',
    endDate: trip.endDate ?? '',
    travelMode: trip.travelMode,
    travelers: String(trip.travelers),
    adults: String(trip.adults),
    hotelRooms: String(trip.hotelRooms),
    startLocation: trip.startLocation,
    destination: trip.destination,
    isRoundTrip: trip.isRoundTrip,
    waypoints: [...trip.waypoints],
    routeType: trip.routeType,
    // A value the form no longer offers (an older trip's) cannot be seen or cleared in the form,
    // and the server would refuse it: Modify starts without it.
    activities: trip.activities.filter((value) => isOneOf(ACTIVITY_CHOICE_VALUES, value)),
    accommodation: trip.accommodation.filter((value) => isOneOf(ACCOMMODATION_VALUES, value)),
    budget: isOneOf(BUDGET_LEVELS, trip.budget) ? trip.budget : '',
    drivingHours: isOneOf(DRIVING_HOURS_VALUES, trip.drivingHours) ? trip.drivingHours : '',
    additionalNotes: trip.additionalNotes ?? '',
    // Older trips (and their cached copies) have no rest days.
    restDays: trip.restDays ?? 0,
    restIn: trip.restIn ?? '',
    ...groupInputs(trip.group ?? []),
    rideAfterDark: trip.rideAfterDark ?? false,
    // Older trips (and their cached copies) are no loops.
    loopHours: trip.loopHours ? String(trip.loopHours) : '',
  };
}

/** A trip's group as the form's inputs, in the browser's unit. */
function groupInputs(group: readonly GroupRider[]): Pick<PlanFormValues, 'group' | 'rangeUnit'> {
  const rangeUnit = defaultRangeUnit();
  return {
    rangeUnit,
    group: group.map((rider) => ({
      name: rider.name,
      range: String(rangeFromKm(rider.fuelRangeKm, rangeUnit)),
    })),
  };
}

export interface StoredPlanForm {
  /** The trip being modified; the form then updates it instead of planning a new one. */
  tripId: number | null;
  /** The trip a Plan Similar copy was taken from. */
  from?: number;
  values: PlanFormValues;
}

export function storePlanForm(stored: StoredPlanForm): void {
  try {
    window.localStorage.setItem(PLAN_FORM_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Private modes may refuse storage; Modify then opens an empty form.
  }
}

export function loadPlanForm(): StoredPlanForm | null {
  try {
    const raw = window.localStorage.getItem(PLAN_FORM_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredPlanForm>;
    if (!parsed.values || typeof parsed.values !== 'object') return null;
    return {
      tripId: typeof parsed.tripId === 'number' ? parsed.tripId : null,
      ...(typeof parsed.from === 'number' && { from: parsed.from }),
      values: { ...EMPTY_PLAN_FORM, ...parsed.values },
    };
  } catch {
    return null;
  }
}

export function clearPlanForm(): void {
  try {
    window.localStorage.removeItem(PLAN_FORM_STORAGE_KEY);
  } catch {
    // Nothing stored that could be read back.
  }
}
