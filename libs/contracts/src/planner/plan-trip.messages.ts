export const TRIP_NAME_MIN_LENGTH = 3;
export const TRIP_NAME_MAX_LENGTH = 100;
/** A start, destination or stop: at least a short town name, at most a long address. */
export const LOCATION_MIN_LENGTH = 3;
export const LOCATION_MAX_LENGTH = 200;
/** Stops between the start and the destination. */
export const MAX_WAYPOINTS = 10;
export const NOTES_MAX_LENGTH = 2000;
/** Days from the start date to the end date, both counted. */
export const MAX_TRIP_DAYS = 30;
export const MAX_TRAVELERS = 50;
export const MAX_HOTEL_ROOMS = 20;
/** Trips are dated from this year up to this many years after the current one. */
export const EARLIEST_TRIP_YEAR = 2000;
export const TRIP_YEARS_AHEAD = 5;

/**
 * The trip form's validation messages: the product's words for its own rules
 * (docs/product.md#trip-form-validation), then the limits that keep a plan to a size the engine
 * can ride through.
 */
export const PlanTripMessages = {
  nameTooShort: 'Trip name must be at least 3 characters',
  tripType: 'Trip type must be day or multi-day',
  travelMode: 'Please select a travel mode',
  travelers: 'At least 1 traveler is required',
  adults: 'At least 1 adult is required',
  hotelRooms: 'Hotel rooms must be a whole number of at least 1',
  startLocation: 'Starting point is required',
  destination: 'Destination is required',
  routeType: 'Please select a route type',
  activities: 'Select at least one activity',
  budget: 'Budget selection is required',
  drivingHours: 'Driving hours preference is required',
  date: 'Dates must be written as YYYY-MM-DD',

  nameTooLong: `Trip name must be at most ${TRIP_NAME_MAX_LENGTH} characters`,
  calendarDate: 'That date does not exist: check the day and the month',
  dateYears: `Dates must be between the year ${EARLIEST_TRIP_YEAR} and ${TRIP_YEARS_AHEAD} years from now`,
  endBeforeStart: 'End date must be on or after the start date',
  tripTooLong: `Trips can be at most ${MAX_TRIP_DAYS} days long`,
  tooManyTravelers: `At most ${MAX_TRAVELERS} travelers per trip`,
  tooManyAdults: `At most ${MAX_TRAVELERS} adults per trip`,
  adultsOverTravelers: 'Adults cannot outnumber the travelers',
  tooManyHotelRooms: `At most ${MAX_HOTEL_ROOMS} hotel rooms per trip`,
  startLocationTooLong: `Starting point must be at most ${LOCATION_MAX_LENGTH} characters`,
  destinationTooLong: `Destination must be at most ${LOCATION_MAX_LENGTH} characters`,
  waypoints: 'Stops must be a list of places',
  tooManyWaypoints: `Add at most ${MAX_WAYPOINTS} stops`,
  waypointTooShort: `Each stop needs at least ${LOCATION_MIN_LENGTH} characters`,
  waypointTooLong: `Each stop must be at most ${LOCATION_MAX_LENGTH} characters`,
  activityChoice: 'Pick activities from the list',
  activityRepeated: 'Pick each activity only once',
  accommodationChoice: 'Pick places to sleep from the list',
  accommodationRepeated: 'Pick each place to sleep only once',
  budgetChoice: 'Pick a budget from the list',
  drivingHoursChoice: 'Pick riding hours per day from the list',
  notesTooLong: `Notes must be at most ${NOTES_MAX_LENGTH} characters`,
  notes: 'Notes must be text',
  roundTrip: 'Round trip must be yes or no (true or false)',

  sameStartAndDestination:
    'The destination is where the trip starts: make it a round trip, or add a stop to ride to',
  restDays: `Rest days must be a whole number from 0 to ${MAX_TRIP_DAYS - 1}`,
  restDaysFillTrip: 'Leave at least one day of the trip for riding',
  restIn: 'Rest at your destination or at one of your stops',
  groupSize: 'A group has at most 12 riders',
  groupRider: 'Each rider needs a name of 1 to 40 characters and a fuel range from 50 to 1000 km',
  riderName: 'Each rider needs a name of 1 to 40 characters',
  rideAfterDark: 'Riding after dark must be allowed or not (true or false)',
  loopHours: 'Choose a loop of 1 to 12 hours of riding',
  loopShape:
    'A loop is a round trip from your start with no stops: turn on Round trip, remove the stops and make the destination your start',
  noLoopRoads:
    'No famous riding roads lie near your start for a loop: add stops of your own instead',
  loopRoadsClosed:
    'The famous riding roads near your start are closed for the season then: pick another date or add stops of your own',

  startDateInPast: 'That day has already passed where the trip starts: pick today or a later day',
} as const;
