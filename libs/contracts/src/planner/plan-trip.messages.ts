/** The trip form's validation messages, word for word from spec §5. */
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
} as const;

export const TRIP_NAME_MIN_LENGTH = 3;
export const LOCATION_MIN_LENGTH = 3;
