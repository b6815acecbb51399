// Generated from PlanTripDto by `npm run generate:plan-rules`: do not edit.
// plan-rules.spec.ts fails when this file no longer matches the DTO.
import type { PlanRules } from './plan-rules';

export const PLAN_RULES: PlanRules = {
  name: {
    optional: false,
    rules: [
      {"name":"isString","constraints":[],"each":false,"message":"Trip name must be at least 3 characters"},
      {"name":"minLength","constraints":[3],"each":false,"message":"Trip name must be at least 3 characters"},
      {"name":"maxLength","constraints":[100],"each":false,"message":"Trip name must be at most 100 characters"},
    ],
  },
  tripType: {
    optional: false,
    rules: [
      {"name":"isIn","constraints":[["day","multi-day"]],"each":false,"message":"Trip type must be day or multi-day"},
    ],
  },
  startDate: {
    optional: true,
    rules: [
      {"name":"matches","constraints":[{"source":"^\\d{4}-\\d{2}-\\d{2}$","flags":""}],"each":false,"message":"Dates must be written as YYYY-MM-DD"},
      {"name":"isCalendarDate","constraints":[],"each":false,"message":"That date does not exist: check the day and the month"},
      {"name":"isWithinTripYears","constraints":[],"each":false,"message":"Dates must be between the year 2000 and 5 years from now"},
    ],
  },
  endDate: {
    optional: true,
    rules: [
      {"name":"matches","constraints":[{"source":"^\\d{4}-\\d{2}-\\d{2}$","flags":""}],"each":false,"message":"Dates must be written as YYYY-MM-DD"},
      {"name":"isCalendarDate","constraints":[],"each":false,"message":"That date does not exist: check the day and the month"},
      {"name":"isWithinTripYears","constraints":[],"each":false,"message":"Dates must be between the year 2000 and 5 years from now"},
      {"name":"isOnOrAfterStart","constraints":[],"each":false,"message":"End date must be on or after the start date"},
      {"name":"isWithinMaxTripDays","constraints":[],"each":false,"message":"Trips can be at most 30 days long"},
    ],
  },
  travelMode: {
    optional: false,
    rules: [
      {"name":"isIn","constraints":[["car","motorcycle","rv"]],"each":false,"message":"Please select a travel mode"},
    ],
  },
  travelers: {
    optional: false,
    rules: [
      {"name":"isInt","constraints":[],"each":false,"message":"At least 1 traveler is required"},
      {"name":"min","constraints":[1],"each":false,"message":"At least 1 traveler is required"},
      {"name":"max","constraints":[50],"each":false,"message":"At most 50 travelers per trip"},
    ],
  },
  adults: {
    optional: false,
    rules: [
      {"name":"isInt","constraints":[],"each":false,"message":"At least 1 adult is required"},
      {"name":"min","constraints":[1],"each":false,"message":"At least 1 adult is required"},
      {"name":"max","constraints":[50],"each":false,"message":"At most 50 adults per trip"},
      {"name":"isAtMostTravelers","constraints":[],"each":false,"message":"Adults cannot outnumber the travelers"},
    ],
  },
  hotelRooms: {
    optional: true,
    rules: [
      {"name":"isInt","constraints":[],"each":false,"message":"Hotel rooms must be a whole number of at least 1"},
      {"name":"min","constraints":[1],"each":false,"message":"Hotel rooms must be a whole number of at least 1"},
      {"name":"max","constraints":[20],"each":false,"message":"At most 20 hotel rooms per trip"},
    ],
  },
  startLocation: {
    optional: false,
    rules: [
      {"name":"isString","constraints":[],"each":false,"message":"Starting point is required"},
      {"name":"minLength","constraints":[3],"each":false,"message":"Starting point is required"},
      {"name":"maxLength","constraints":[200],"each":false,"message":"Starting point must be at most 200 characters"},
    ],
  },
  destination: {
    optional: false,
    rules: [
      {"name":"isString","constraints":[],"each":false,"message":"Destination is required"},
      {"name":"minLength","constraints":[3],"each":false,"message":"Destination is required"},
      {"name":"maxLength","constraints":[200],"each":false,"message":"Destination must be at most 200 characters"},
    ],
  },
  isRoundTrip: {
    optional: false,
    rules: [
      {"name":"isBoolean","constraints":[],"each":false,"message":"Round trip must be yes or no (true or false)"},
    ],
  },
  waypoints: {
    optional: false,
    rules: [
      {"name":"isArray","constraints":[],"each":false,"message":"Stops must be a list of places"},
      {"name":"arrayMaxSize","constraints":[10],"each":false,"message":"Add at most 10 stops"},
      {"name":"isString","constraints":[],"each":true,"message":"Stops must be a list of places"},
      {"name":"minLength","constraints":[3],"each":true,"message":"Each stop needs at least 3 characters"},
      {"name":"maxLength","constraints":[200],"each":true,"message":"Each stop must be at most 200 characters"},
    ],
  },
  routeType: {
    optional: false,
    rules: [
      {"name":"isIn","constraints":[["fastest","scenic","shortest"]],"each":false,"message":"Please select a route type"},
    ],
  },
  activities: {
    optional: false,
    rules: [
      {"name":"isArray","constraints":[],"each":false,"message":"Select at least one activity"},
      {"name":"arrayMinSize","constraints":[1],"each":false,"message":"Select at least one activity"},
      {"name":"isIn","constraints":[["attraction","food","beach","hiking","shopping","landmark","museum","nature","riding-road"]],"each":true,"message":"Pick activities from the list"},
      {"name":"arrayUnique","constraints":[],"each":false,"message":"Pick each activity only once"},
      {"name":"arrayMaxSize","constraints":[9],"each":false,"message":"Pick each activity only once"},
    ],
  },
  accommodation: {
    optional: true,
    rules: [
      {"name":"isArray","constraints":[],"each":false,"message":"Pick places to sleep from the list"},
      {"name":"isIn","constraints":[["hotel","motel","bnb","cabin","camping","rv-park"]],"each":true,"message":"Pick places to sleep from the list"},
      {"name":"arrayUnique","constraints":[],"each":false,"message":"Pick each place to sleep only once"},
      {"name":"arrayMaxSize","constraints":[6],"each":false,"message":"Pick each place to sleep only once"},
    ],
  },
  budget: {
    optional: false,
    rules: [
      {"name":"isString","constraints":[],"each":false,"message":"Budget selection is required"},
      {"name":"isNotEmpty","constraints":[],"each":false,"message":"Budget selection is required"},
      {"name":"isChoice","constraints":[["budget","moderate","comfort","luxury"]],"each":false,"message":"Pick a budget from the list"},
    ],
  },
  drivingHours: {
    optional: false,
    rules: [
      {"name":"isString","constraints":[],"each":false,"message":"Driving hours preference is required"},
      {"name":"isNotEmpty","constraints":[],"each":false,"message":"Driving hours preference is required"},
      {"name":"isChoice","constraints":[["2-4","4-6","6-8","8-10"]],"each":false,"message":"Pick riding hours per day from the list"},
    ],
  },
  additionalNotes: {
    optional: true,
    rules: [
      {"name":"isString","constraints":[],"each":false,"message":"Notes must be text"},
      {"name":"maxLength","constraints":[2000],"each":false,"message":"Notes must be at most 2000 characters"},
    ],
  },
  restDays: {
    optional: true,
    rules: [
      {"name":"isInt","constraints":[],"each":false,"message":"Rest days must be a whole number from 0 to 29"},
      {"name":"min","constraints":[0],"each":false,"message":"Rest days must be a whole number from 0 to 29"},
      {"name":"max","constraints":[29],"each":false,"message":"Rest days must be a whole number from 0 to 29"},
      {"name":"isFewerThanTripDays","constraints":[],"each":false,"message":"Leave at least one day of the trip for riding"},
    ],
  },
  restIn: {
    optional: true,
    rules: [
      {"name":"isString","constraints":[],"each":false,"message":"Rest at your destination or at one of your stops"},
      {"name":"maxLength","constraints":[200],"each":false,"message":"Rest at your destination or at one of your stops"},
      {"name":"isRestPlace","constraints":[],"each":false,"message":"Rest at your destination or at one of your stops"},
      {"name":"isNamedForRestDays","constraints":[],"each":false,"message":"Rest at your destination or at one of your stops"},
    ],
  },
  group: {
    optional: true,
    rules: [
      {"name":"isArray","constraints":[],"each":false,"message":"Each rider needs a name of 1 to 40 characters and a fuel range from 50 to 1000 km"},
      {"name":"arrayMaxSize","constraints":[12],"each":false,"message":"A group has at most 12 riders"},
      {"name":"isGroupRider","constraints":[],"each":true,"message":"Each rider needs a name of 1 to 40 characters and a fuel range from 50 to 1000 km"},
    ],
  },
  rideAfterDark: {
    optional: true,
    rules: [
      {"name":"isBoolean","constraints":[],"each":false,"message":"Riding after dark must be allowed or not (true or false)"},
    ],
  },
  loopHours: {
    optional: true,
    rules: [
      {"name":"isInt","constraints":[],"each":false,"message":"Choose a loop of 1 to 12 hours of riding"},
      {"name":"min","constraints":[1],"each":false,"message":"Choose a loop of 1 to 12 hours of riding"},
      {"name":"max","constraints":[12],"each":false,"message":"Choose a loop of 1 to 12 hours of riding"},
      {"name":"isLoopShape","constraints":[],"each":false,"message":"A loop is a round trip from your start with no stops: turn on Round trip, remove the stops and make the destination your start"},
    ],
  },
};
