import type { CuratedPlace } from '../activities/curated-places.catalog';
import { normalizeName } from '../gazetteer/gazetteer';
import type { Town } from '../gazetteer/gazetteer';
import { countryInfo, displayName, fullLabel, matchRegion } from '../gazetteer/regions';
import type { RegionMatch } from '../gazetteer/regions';
import type { PlannerData } from '../plan/planner-data';
import type { GeocodeContext, GeocodedPlace, GeocoderPort } from '../ports/geocoder.port';
import { leadRatio, spansRegions, townTowardPlaces } from './toward-places';

/**
 * Everyday names GeoNames spells differently ("New York City", "Washington, D.C."), keyed and
 * valued in normalised form.
 */
const CITY_ALIASES: Record<string, string> = {
  'new york': 'new york city',
  nyc: 'new york city',
  'washington dc': 'washington d c',
  dc: 'washington d c',
  la: 'los angeles',
  sf: 'san francisco',
  vegas: 'las vegas',
};

/**
 * How much a town's own name outweighs another town's other name, in people: a bare "Geneva"
 * is Switzerland's (8 times Geneva, Illinois), "Hanover" Germany's.
 */
const OWN_NAME_WEIGHT = 5;

/** A curated place outranks gazetteer towns smaller than this ("Stelvio" is the pass). */
const CURATED_BEATS_POPULATION = 100_000;

/**
 * Geocodes from the embedded gazetteer (towns by their own name or, for sizeable ones, another:
 * "Firenze", "Den Haag") and the curated places. The text is "name" or
 * "name, qualifier[, qualifier]" where qualifiers are US states, Canadian provinces or countries,
 * by name or code. A bare name found in several states or countries is resolved toward the
 * plan's other places when the caller gives them (same country first, then the nearest weighed
 * by size); otherwise the most populous town wins, as riders who type "Portland" alone mean the
 * city of 600 000 people, not one of the villages.
 */
/** Same-named towns, heaviest first, and the weight that ranked them. */
interface RankedTowns {
  towns: Town[];
  weight: (town: Town) => number;
}

export class OfflineGeocoderAdapter implements GeocoderPort {
  readonly name = 'offline';

  constructor(private readonly data: PlannerData) {}

  geocode(text: string, context?: GeocodeContext): Promise<GeocodedPlace | null> {
    return Promise.resolve(this.lookup(text, context?.near ?? []));
  }

  private lookup(text: string, near: readonly GeocodedPlace[]): GeocodedPlace | null {
    const parts = text
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length === 0) return null;
    const whole = this.best(normalizeName(text), [], parts.length === 1 ? near : null);
    if (whole) return whole;
    const [name, ...qualifiers] = parts;
    const regions = qualifiers.map(matchRegion);
    if (regions.some((r) => r.length === 0)) return null;
    const found = this.best(normalizeName(name), regions);
    if (found || parts.length > 1) return found;
    // "Denver CO": a trailing word may be the qualifier when nobody wrote the comma.
    const words = name.split(/\s+/);
    if (words.length < 2) return null;
    const tail = matchRegion(words[words.length - 1]);
    return tail.length ? this.best(normalizeName(words.slice(0, -1).join(' ')), [tail]) : null;
  }

  /**
   * Towns called `key` in the regions, heaviest first: a town whose own name it is weighs
   * OWN_NAME_WEIGHT times its people, one known by it as another name ("Firenze", "Cologne" for
   * Köln) its people. Many other names are also a smaller town's own name: "Geneva" is Genève's
   * (183 000 people) and a town in Illinois (22 000); "Antwerp" is Antwerpen's and a village in
   * Ohio. The city known by the name wins only when it is that much bigger; toward the plan's
   * other places the nearest wins either way ("Monterey" near San Francisco is California's).
   */
  private towns(key: string, regions: RegionMatch[][]): RankedTowns {
    const inRegions = (town: Town) =>
      regions.every((options) => options.some((r) => townIn(town, r)));
    const named = this.data.gazetteer.byName(key).filter(inRegions);
    const ownName = new Set(named.map((town) => town.index));
    const alsoCalled = this.data.gazetteer
      .byAlternateName(key)
      .filter((town) => inRegions(town) && !ownName.has(town.index));
    const weight = (town: Town) =>
      (ownName.has(town.index) ? OWN_NAME_WEIGHT : 1) * town.population;
    const towns = [...named, ...alsoCalled].sort(
      (a, b) => weight(b) - weight(a) || a.index - b.index,
    );
    return { towns, weight };
  }

  /**
   * `near` is given for a bare name only (null when the text had a qualifier): the plan's other
   * places, toward which a name found in several states or countries is resolved.
   */
  private best(
    text: string,
    regions: RegionMatch[][],
    near: readonly GeocodedPlace[] | null = null,
  ): GeocodedPlace | null {
    const key = CITY_ALIASES[text] ?? text;
    const { towns, weight } = this.towns(key, regions);
    const curated = this.data.places
      .byName(key)
      .filter((p) => regions.every((options) => options.some((r) => placeIn(p, r))));
    const ambiguous = near !== null && spansRegions(towns);
    const town = ambiguous && near.length ? townTowardPlaces(towns, near) : towns[0];
    if (curated.length && (!town || town.population < CURATED_BEATS_POPULATION)) {
      const p = curated[0];
      return {
        name: p.name,
        shortName: p.name,
        label: fullLabel(p.name, p.countryCode, ''),
        lat: p.lat,
        lng: p.lng,
        countryCode: p.countryCode,
        kind: 'curated',
      };
    }
    if (!town) return null;
    return {
      name: displayName(town.name, town.country, town.admin),
      shortName: town.name,
      label: fullLabel(town.name, town.country, town.admin),
      lat: town.lat,
      lng: town.lng,
      countryCode: town.country,
      admin: town.admin,
      kind: 'town',
      population: town.population,
      ...(ambiguous ? { ambiguity: { leadRatio: leadRatio(towns, weight) } } : {}),
    };
  }
}

function townIn(town: Town, region: RegionMatch): boolean {
  return region.kind === 'admin'
    ? town.country === region.region.country && town.admin === region.region.code
    : town.country === region.country.code;
}

function placeIn(place: CuratedPlace, region: RegionMatch): boolean {
  // Curated rows carry a country only, so a state qualifier checks the country it belongs to.
  return region.kind === 'admin'
    ? place.countryCode === region.region.country
    : place.countryCode === region.country.code;
}

export function isImperialCountry(code: string): boolean {
  return countryInfo(code)?.imperial ?? false;
}
