import type { Town } from '../gazetteer/gazetteer';
import { distanceKm } from '../geo/geo.util';
import type { GeocodedPlace } from '../ports/geocoder.port';

/**
 * Keeps a town right beside one of the plan's places from outweighing a city a little further
 * away: the distance in the pull below never counts as less than this.
 */
const NEAR_SOFTENING_KM = 25;

/** Whether same-named towns lie in more than one state or country: "Portland", not "Moab". */
export function spansRegions(towns: readonly Town[]): boolean {
  return new Set(towns.map((t) => `${t.country}/${t.admin}`)).size > 1;
}

/**
 * How many times the first (preferred) town outweighs the runner-up; by default the weight is
 * its people.
 */
export function leadRatio(
  towns: readonly Town[],
  weight: (town: Town) => number = (town) => town.population,
): number {
  const [first, second] = towns;
  return second ? weight(first) / Math.max(1, weight(second)) : Infinity;
}

/**
 * Of same-named towns in order of preference, the one a plan with these other places means:
 * one in a country the other places are in and, among those, the one with the strongest pull,
 * population over squared distance to the nearest other place, so "Portland" beside Boston is
 * Maine's city rather than Oregon's larger one or a village closer by. With no such town, the
 * most populous one, whichever name it goes by: "Cologne" in a plan through France is Köln, not
 * the Italian village whose own name it is.
 */
export function townTowardPlaces(towns: readonly Town[], near: readonly GeocodedPlace[]): Town {
  const countries = new Set(near.map((p) => p.countryCode));
  const sameCountry = towns.filter((t) => countries.has(t.country));
  if (sameCountry.length === 0) {
    return towns.reduce((best, town) => (town.population > best.population ? town : best));
  }
  const pull = (town: Town) => {
    const nearestKm = Math.min(...near.map((p) => distanceKm(town, p)));
    return town.population / (nearestKm + NEAR_SOFTENING_KM) ** 2;
  };
  return sameCountry.reduce((best, town) => (pull(town) > pull(best) ? town : best));
}
