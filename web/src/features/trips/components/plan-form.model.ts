import type {
  PlanTripDto,
  PublicTrip,
  RouteType,
  TravelMode,
  Trip,
  TripType,
} from '@roadbook/contracts';
import {
  LOCATION_MIN_LENGTH,
  PlanTripMessages,
  ROUTE_TYPES,
  TRAVEL_MODES,
  TRIP_NAME_MIN_LENGTH,
  TRIP_TYPES,
} from '@roadbook/contracts/src/browser';

/** Spec §2 "Itinerary page": the form data Modify hands to /plan is kept under this key. */
export const PLAN_FORM_STORAGE_KEY = 'roadbook.planForm';

export const END_BEFORE_START_MESSAGE = 'End date must be on or after the start date';

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
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isWholeAtLeastOne(text: string): boolean {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= 1;
}

/** Spec §5 "Trip form", the same rules the server's PlanTripDto applies, with its messages. */
export function validatePlanForm(values: PlanFormValues): PlanFormErrors {
  const errors: PlanFormErrors = {};
  if (values.name.trim().length < TRIP_NAME_MIN_LENGTH) errors.name = PlanTripMessages.nameTooShort;
  if (!(TRIP_TYPES as readonly string[]).includes(values.tripType)) {
    errors.tripType = PlanTripMessages.tripType;
  }
  if (values.startDate !== '' && !ISO_DATE.test(values.startDate)) {
    errors.startDate = PlanTripMessages.date;
  }
  if (values.tripType === 'multi-day' && values.endDate !== '') {
    if (!ISO_DATE.test(values.endDate)) errors.endDate = PlanTripMessages.date;
    else if (values.startDate !== '' && values.endDate < values.startDate) {
      errors.endDate = END_BEFORE_START_MESSAGE;
    }
  }
  if (!(TRAVEL_MODES as readonly string[]).includes(values.travelMode)) {
    errors.travelMode = PlanTripMessages.travelMode;
  }
  if (!isWholeAtLeastOne(values.travelers)) errors.travelers = PlanTripMessages.travelers;
  if (!isWholeAtLeastOne(values.adults)) errors.adults = PlanTripMessages.adults;
  if (values.hotelRooms.trim() !== '' && !isWholeAtLeastOne(values.hotelRooms)) {
    errors.hotelRooms = PlanTripMessages.hotelRooms;
  }
  if (values.startLocation.trim().length < LOCATION_MIN_LENGTH) {
    errors.startLocation = PlanTripMessages.startLocation;
  }
  if (values.destination.trim().length < LOCATION_MIN_LENGTH) {
    errors.destination = PlanTripMessages.destination;
  }
  if (!(ROUTE_TYPES as readonly string[]).includes(values.routeType)) {
    errors.routeType = PlanTripMessages.routeType;
  }
  if (values.activities.length === 0) errors.activities = PlanTripMessages.activities;
  if (values.budget.trim() === '') errors.budget = PlanTripMessages.budget;
  if (values.drivingHours.trim() === '') errors.drivingHours = PlanTripMessages.drivingHours;
  return errors;
}

/** The request body; call only once `validatePlanForm` found nothing. */
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
    destination: values.destination.trim(),
    isRoundTrip: values.isRoundTrip,
    waypoints: values.waypoints.map((waypoint) => waypoint.trim()).filter(Boolean),
    routeType: values.routeType as RouteType,
    activities: values.activities,
    accommodation: values.accommodation,
    budget: values.budget,
    drivingHours: values.drivingHours,
    additionalNotes: values.additionalNotes.trim(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §2 Modify: 'day' when the dates span at most 1 day, else 'multi-day'. */
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
    activities: [...trip.activities],
    accommodation: [...trip.accommodation],
    budget: trip.budget,
    drivingHours: trip.drivingHours,
    additionalNotes: trip.additionalNotes ?? '',
  };
}

export interface StoredPlanForm {
  /** The trip being modified; the form then updates it instead of planning a new one. */
  tripId: number | null;
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
