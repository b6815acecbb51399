import { formatDuration } from '../format/units.format';
import type { Gazetteer } from '../gazetteer/gazetteer';
import type { FerryCrossing, Port, Reachability } from '../reach/reachability';
import type { Located } from './itinerary-response.parts';
import { NoRoadError } from './planner.errors';

/** The plan's places with the ports of every car ferry it needs, and which legs sail. */
export interface CrossingSequence {
  sequence: Located[];
  /** By the index of the place a leg ends at: that leg is this ferry's crossing. */
  ferries: Map<number, FerryCrossing>;
  /** By the index of the place a leg ends at: the towns its road passes going round open water. */
  around: Map<number, Port[]>;
}

/**
 * Checks that a road, or a known car ferry, joins each place of the plan to the next, before
 * anything is routed. Where a ferry does, its ports join the plan as stops and the crossing
 * becomes a leg of its own; where the road goes round open water, the leg is routed by the towns
 * it goes by (the water's heads, a port on the way); where nothing does, the plan is refused on
 * the field of the place that cannot be reached, saying why.
 */
export function withFerryCrossings(
  places: Located[],
  reach: Reachability,
  gazetteer: Gazetteer,
): CrossingSequence {
  const sequence: Located[] = [places[0]];
  const ferries = new Map<number, FerryCrossing>();
  const around = new Map<number, Port[]>();
  for (let i = 1; i < places.length; i++) {
    const [from, to] = [places[i - 1], places[i]];
    const found = reach.between(from, to);
    if (found.kind === 'none' || found.kind === 'voyage') {
      throw new NoRoadError(to.field, noRoadMessage(from, to, found, reach));
    }
    // The towns each road goes by round open water, by the index of the place it ends at.
    const roundBy = (towns: Port[] | undefined) => {
      if (towns?.length) around.set(sequence.length - 1, towns);
    };
    if (found.kind === 'ferry') {
      found.ferries.forEach((crossing, k) => {
        sequence.push(portStop(crossing.from, gazetteer));
        roundBy(found.around?.[k]);
        sequence.push(portStop(crossing.to, gazetteer));
        ferries.set(sequence.length - 1, crossing);
      });
    }
    sequence.push(to);
    roundBy(found.kind === 'road' ? found.around : found.around?.[found.ferries.length]);
  }
  return { sequence, ferries, around };
}

function noRoadMessage(
  from: Located,
  to: Located,
  found: { kind: 'none' } | { kind: 'voyage'; ferry: FerryCrossing },
  reach: Reachability,
): string {
  if (found.kind === 'voyage') {
    const { ferry } = found;
    return `${to.shortName} is reached from ${from.shortName} only by the car ferry from ${ferry.from.name} to ${ferry.to.name} (${ferry.operators}), about ${formatDuration(ferry.minutes)} at sea: a voyage, not a day's ride. Plan the ride from ${ferry.to.name}, or to ${ferry.from.name}.`;
  }
  const land = reach.landName(to) ?? 'an island';
  const fromLand = reach.landName(from);
  return `There is no road from ${from.shortName} to ${to.shortName}: ${to.shortName} is on ${land}, across the sea${fromLand ? ` from ${fromLand}` : ''}, and no car ferry we know of links them. Plan a trip on one side of the water.`;
}

/** A port as a stop of the plan: a town a night can be spent in. */
function portStop(port: FerryCrossing['from'], gazetteer: Gazetteer): Located {
  const town = gazetteer.near(port, 15, 0)[0];
  return {
    name: port.name,
    shortName: port.name,
    label: port.name,
    lat: port.lat,
    lng: port.lng,
    countryCode: town?.country ?? '',
    admin: town?.admin,
    kind: 'town',
    field: 'ferry',
  };
}
