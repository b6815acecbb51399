// The plan the benches make trips from: a three-day motorcycle loop the offline engine plans in
// well under a second.
const BEARTOOTH_PLAN = {
  name: 'Beartooth Loop',
  tripType: 'multi-day',
  startDate: '2027-07-01',
  endDate: '2027-07-03',
  travelMode: 'motorcycle',
  travelers: 1,
  adults: 1,
  hotelRooms: 1,
  startLocation: 'Billings, MT',
  destination: 'Cody, WY',
  isRoundTrip: true,
  waypoints: ['Red Lodge, MT'],
  routeType: 'scenic',
  activities: ['nature', 'riding-road'],
  accommodation: [],
  budget: 'moderate',
  drivingHours: '4-6',
  additionalNotes: '',
};

module.exports = { BEARTOOTH_PLAN };
