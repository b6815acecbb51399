import { escapeMarkup } from '@roadbook/contracts';
import type { Day, PublicTrip, Stop, TripItinerary } from '@roadbook/contracts';
import { dayHeading, dayRoutePoints } from './day-route';
import { dayCostLine } from '@roadbook/contracts';
import type { TripCostEstimate } from '@roadbook/contracts';

/** Garmin's symbol names, which BaseCamp, Kurviger and most phone apps understand. */
const SYMBOLS: Record<Stop['role'] | 'activity', string> = {
  start: 'Flag, Green',
  destination: 'Flag, Red',
  waypoint: 'Flag, Blue',
  overnight: 'Lodging',
  fuel: 'Gas Station',
  activity: 'Scenic Area',
};

const coordinate = (value: number) => value.toFixed(6);

function waypoint(
  lat: number,
  lng: number,
  name: string,
  symbol: string,
  type: string,
  desc?: string,
): string {
  return [
    `  <wpt lat="${coordinate(lat)}" lon="${coordinate(lng)}">`,
    `    <name>${escapeMarkup(name)}</name>`,
    ...(desc ? [`    <desc>${escapeMarkup(desc)}</desc>`] : []),
    `    <sym>${symbol}</sym>`,
    `    <type>${type}</type>`,
    '  </wpt>',
  ].join('\n');
}

function dayWaypoints(day: Day): string[] {
  // A rest day's night is where the day before already ended, and marked there.
  const overnight =
    day.facts.end.role === 'overnight' && !day.facts.restDay
      ? [
          waypoint(
            day.facts.end.lat,
            day.facts.end.lng,
            `Night ${day.day}: ${day.facts.end.name}`,
            SYMBOLS.overnight,
            'overnight',
          ),
        ]
      : [];
  const fuel = day.facts.fuelStops.map((stop) =>
    waypoint(
      stop.lat,
      stop.lng,
      `Fuel: ${stop.name}`,
      SYMBOLS.fuel,
      'fuel',
      `Day ${day.day}, ${Math.round(stop.atKm)} km`,
    ),
  );
  const activities = day.activities
    .filter((activity) => activity.location && activity.type !== 'driving')
    .map((activity) =>
      waypoint(
        activity.location!.lat,
        activity.location!.lng,
        activity.title,
        SYMBOLS.activity,
        activity.type,
        activity.description,
      ),
    );
  return [...overnight, ...fuel, ...activities];
}

/**
 * "2027-06-04, 182 mi, Asheville to Bryson City. Estimated cost: fuel ~$14 (4 gal), lodging ~$155
 * (1 room)": what a device lists beside a day's route or track; the estimate only on itineraries
 * that have one.
 */
function dayDescription(day: Day, tripCosts: TripCostEstimate | undefined): string {
  const line = [day.date, day.distance, `${day.facts.start.name} to ${day.facts.end.name}`]
    .filter(Boolean)
    .join(', ');
  return day.facts.costs && tripCosts
    ? `${line}. ${dayCostLine(day.facts.costs, tripCosts)}`
    : line;
}

/**
 * The day's route for turn-by-turn navigation. Shaping points carry Garmin's trip extension, so
 * Garmin units route through them without announcing each one as a stop; other readers ignore it.
 */
function dayRoute(day: Day, plannedStops: readonly Stop[], description: string): string {
  return [
    '  <rte>',
    `    <name>${escapeMarkup(dayHeading(day))}</name>`,
    `    <desc>${escapeMarkup(description)}</desc>`,
    `    <number>${day.day}</number>`,
    ...dayRoutePoints(day, plannedStops).map((point) =>
      [
        `    <rtept lat="${coordinate(point.lat)}" lon="${coordinate(point.lng)}">`,
        `      <name>${escapeMarkup(point.name)}</name>`,
        ...(point.kind === 'shaping'
          ? ['      <type>shaping</type>', '      <extensions><trp:ShapingPoint/></extensions>']
          : []),
        '    </rtept>',
      ].join('\n'),
    ),
    '  </rte>',
  ].join('\n');
}

/** The day's line as drawn, for apps that follow a track rather than recalculate a route. */
function dayTrack(day: Day, description: string): string {
  return [
    '  <trk>',
    `    <name>${escapeMarkup(dayHeading(day))}</name>`,
    `    <desc>${escapeMarkup(description)}</desc>`,
    `    <number>${day.day}</number>`,
    '    <trkseg>',
    ...day.facts.geometry.map(
      ([lat, lng]) => `      <trkpt lat="${coordinate(lat)}" lon="${coordinate(lng)}"/>`,
    ),
    '    </trkseg>',
    '  </trk>',
  ].join('\n');
}

/**
 * GPX 1.1 of a trip: waypoints for the start, stops, nights, fuel and activities; one route per
 * day through its start, planned stops and end with shaping points that hold the planned roads
 * (for navigators, which recalculate between route points); one track per day with the day's
 * line, for apps that follow a track as drawn. Rest days have waypoints only.
 */
export function buildGpx(trip: PublicTrip, itinerary: TripItinerary): string {
  const stops = itinerary.facts.stops.filter(
    (stop) => stop.role !== 'fuel' && stop.role !== 'overnight',
  );
  const days = itinerary.itinerary.days;
  const describe = (day: Day) => dayDescription(day, itinerary.facts.costs);
  // A rest day has no line to route or follow.
  const ridden = days.filter((day) => !day.facts.restDay);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Roadbook" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:trp="http://www.garmin.com/xmlschemas/TripExtensions/v1" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    '  <metadata>',
    `    <name>${escapeMarkup(trip.name)}</name>`,
    `    <desc>${escapeMarkup(`${trip.startLocation} to ${trip.destination}, ${itinerary.totalDistance}`)}</desc>`,
    `    <time>${itinerary.createdAt}</time>`,
    '  </metadata>',
    ...stops.map((stop) => waypoint(stop.lat, stop.lng, stop.name, SYMBOLS[stop.role], stop.role)),
    ...days.flatMap(dayWaypoints),
    ...ridden.map((day) => dayRoute(day, itinerary.facts.stops, describe(day))),
    ...ridden.map((day) => dayTrack(day, describe(day))),
    '</gpx>',
    '',
  ].join('\n');
}
