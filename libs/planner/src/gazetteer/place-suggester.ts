import type { PlaceSuggestion } from '@roadbook/contracts';
import type { Gazetteer, Town } from './gazetteer';
import { normalizeName } from './gazetteer';
import { adminRegion, countryInfo, displayName } from './regions';

interface SuggestionMatch {
  town: Town;
  region: string | null;
  /** The normalised name it was found by, and whether that is another name of the town's. */
  key: string;
  alternate: boolean;
  exact: boolean;
}

/**
 * Place-name suggestions for the plan form: towns whose name, or other name ("Firenze" for
 * Florence), starts with what was typed; exact names first (own names before other names), then
 * biggest first. The label is what the geocoder reads back ("Moab, UT", "Florence, Italy").
 */
export class PlaceSuggester {
  constructor(private readonly gazetteer: Gazetteer) {}

  suggest(query: string, limit: number): PlaceSuggestion[] {
    const [namePart, qualifier] = query.split(',').map((part) => normalizeName(part));
    if (!namePart) return [];
    const matches: SuggestionMatch[] = [];
    this.gazetteer.forEachNameStartingWith(namePart, (key, index, alternate) => {
      const town = this.gazetteer.town(index);
      const region = adminRegion(town.country, town.admin);
      const country = countryInfo(town.country);
      if (
        qualifier &&
        !matchesQualifier(
          qualifier,
          region?.name,
          region?.abbreviation,
          country?.name,
          town.country,
        )
      ) {
        return;
      }
      matches.push({ town, region: region?.name ?? null, key, alternate, exact: key === namePart });
    });
    const seen = new Set<string>();
    // A town called exactly what was typed beats bigger towns that merely start with it, and
    // there a town's own name beats another town's other name ("Monterey" is California's first).
    const rank = (match: SuggestionMatch) => (match.exact ? (match.alternate ? 1 : 2) : 0);
    return matches
      .sort(
        (a, b) =>
          rank(b) - rank(a) ||
          b.town.population - a.town.population ||
          // Ties by name, a town's own name before another's other name, then the gazetteer's order.
          (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
          Number(a.alternate) - Number(b.alternate) ||
          a.town.index - b.town.index,
      )
      .map(({ town, region }) => ({
        label: displayName(town.name, town.country, town.admin),
        name: town.name,
        region,
        countryCode: town.country,
        lat: town.lat,
        lng: town.lng,
        population: town.population,
      }))
      .filter((suggestion) => !seen.has(suggestion.label) && seen.add(suggestion.label))
      .slice(0, limit);
  }
}

function matchesQualifier(qualifier: string, ...names: Array<string | undefined>): boolean {
  return names.some((name) => name !== undefined && normalizeName(name).startsWith(qualifier));
}
