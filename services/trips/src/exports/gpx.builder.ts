import type { Day, PublicTrip, Stop, TripItinerary } from '@roadbook/contracts';
import { escapeXml } from './xml';

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
    `    <name>${escapeXml(name)}</name>`,
    ...(desc ? [`    <desc>${escapeXml(desc)}</desc>`] : []),
    `    <sym>${symbol}</sym>`,
    `    <type>${type}</type>`,
    '  </wpt>',
  ].join('\n');
}

function dayWaypoints(day: Day): string[] {
  const overnight =
    day.facts.end.role === 'overnight'
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
 * GPX 1.1 of a trip: waypoints for the start, stops, nights, fuel and activities; one route
 * through the planned stops (the shaping points a navigator recalculates between); one track per
 * day with the day's line, for apps that follow a track as drawn.
 */
export function buildGpx(trip: PublicTrip, itinerary: TripItinerary): string {
  const stops = itinerary.facts.stops.filter(
    (stop) => stop.role !== 'fuel' && stop.role !== 'overnight',
  );
  const days = itinerary.itinerary.days;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Roadbook" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    '  <metadata>',
    `    <name>${escapeXml(trip.name)}</name>`,
    `    <desc>${escapeXml(`${trip.startLocation} to ${trip.destination}, ${itinerary.totalDistance}`)}</desc>`,
    `    <time>${itinerary.createdAt}</time>`,
    '  </metadata>',
    ...stops.map((stop) => waypoint(stop.lat, stop.lng, stop.name, SYMBOLS[stop.role], stop.role)),
    ...days.flatMap(dayWaypoints),
    '  <rte>',
    `    <name>${escapeXml(trip.name)}</name>`,
    ...stops.map(
      (stop) =>
        `    <rtept lat="${coordinate(stop.lat)}" lon="${coordinate(stop.lng)}"><name>${escapeXml(stop.name)}</name></rtept>`,
    ),
    '  </rte>',
    ...days.map((day) =>
      [
        '  <trk>',
        `    <name>${escapeXml(`Day ${day.day}: ${day.title}`)}</name>`,
        `    <number>${day.day}</number>`,
        '    <trkseg>',
        ...day.facts.geometry.map(
          ([lat, lng]) => `      <trkpt lat="${coordinate(lat)}" lon="${coordinate(lng)}"/>`,
        ),
        '    </trkseg>',
        '  </trk>',
      ].join('\n'),
    ),
    '</gpx>',
    '',
  ].join('\n');
}
