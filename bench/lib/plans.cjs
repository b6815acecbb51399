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

const PIPELINE_ROUTES = [
  ['Denver, CO', 'Moab, UT'],
  ['Asheville, NC', 'Knoxville, TN'],
  ['San Francisco, CA', 'Los Angeles, CA'],
  ['Munich, Germany', 'Como, Italy'],
  ['Seattle, WA', 'Portland, OR'],
];

/**
 * The i-th plan of the pipeline benches' runs: five routes, each travel mode, route type and round
 * trip in turn.
 */
function planForm(i) {
  const [startLocation, destination] = PIPELINE_ROUTES[i % PIPELINE_ROUTES.length];
  return {
    name: `Bench ride ${i}`,
    tripType: 'multi-day',
    startDate: '2027-06-01',
    endDate: '2027-06-05',
    travelMode: ['motorcycle', 'car', 'rv'][i % 3],
    travelers: 2,
    adults: 2,
    hotelRooms: 1,
    startLocation,
    destination,
    isRoundTrip: i % 2 === 0,
    waypoints: [],
    routeType: ['scenic', 'fastest', 'shortest'][i % 3],
    activities: ['nature', 'landmark'],
    accommodation: [],
    budget: 'moderate',
    drivingHours: '4-6',
    additionalNotes: '',
  };
}

module.exports = { BEARTOOTH_PLAN, planForm };
