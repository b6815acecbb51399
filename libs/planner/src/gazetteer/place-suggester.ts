import type { PlaceSuggestion } from '@roadbook/contracts';
import type { Gazetteer, Town } from './gazetteer';
import { normalizeName } from './gazetteer';
import { adminRegion, countryInfo, displayName } from './regions';

/** A name a town is found by: its own, or (for sizeable towns) another ("firenze"). */
interface NameEntry {
  key: string;
  index: number;
  alternate: boolean;
}

interface SuggestionMatch {
  town: Town;
  region: string | null;
  exact: boolean;
  alternate: boolean;
}

/**
 * Place-name suggestions for the plan form: towns whose name, or other name ("Firenze" for
 * Florence), starts with what was typed; exact names first (own names before other names), then
 * biggest first. The label is what the geocoder reads back ("Moab, UT", "Florence, Italy").
 */
export class PlaceSuggester {
  /** Every name of every town sorted by its normalised form, for prefix search by bisection. */
  private sorted: NameEntry[] | undefined;

  constructor(private readonly gazetteer: Gazetteer) {}

  suggest(query: string, limit: number): PlaceSuggestion[] {
    const [namePart, qualifier] = query.split(',').map((part) => normalizeName(part));
    if (!namePart) return [];
    const entries = this.index();
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (entries[middle].key < namePart) low = middle + 1;
      else high = middle;
    }
    const matches: SuggestionMatch[] = [];
    for (let i = low; i < entries.length && entries[i].key.startsWith(namePart); i += 1) {
      const town = this.gazetteer.town(entries[i].index);
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
        continue;
      }
      matches.push({
        town,
        region: region?.name ?? null,
        exact: entries[i].key === namePart,
        alternate: entries[i].alternate,
      });
    }
    const seen = new Set<string>();
    // A town called exactly what was typed beats bigger towns that merely start with it, and
    // there a town's own name beats another town's other name ("Monterey" is California's first).
    const rank = (match: SuggestionMatch) => (match.exact ? (match.alternate ? 1 : 2) : 0);
    return matches
      .sort((a, b) => rank(b) - rank(a) || b.town.population - a.town.population)
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

  private index(): NameEntry[] {
    if (!this.sorted) {
      const entries: NameEntry[] = Array.from({ length: this.gazetteer.size }, (_, index) => ({
        key: normalizeName(this.gazetteer.town(index).name),
        index,
        alternate: false,
      }));
      for (const [key, index] of this.gazetteer.alternateNameEntries()) {
        entries.push({ key, index, alternate: true });
      }
      this.sorted = entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    }
    return this.sorted;
  }
}

function matchesQualifier(qualifier: string, ...names: Array<string | undefined>): boolean {
  return names.some((name) => name !== undefined && normalizeName(name).startsWith(qualifier));
}
