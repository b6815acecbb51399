import type { LatLng } from '@roadbook/contracts';
import { EUROPE_PLACES } from '../curated/europe.places';
import { NORTH_AMERICA_PLACES } from '../curated/north-america.places';
import { RIDING_ROADS } from '../curated/riding-roads.places';
import { normalizeName } from '../gazetteer/gazetteer';
import { haversineKm } from '../geo/geo.util';
import { gridCell, someCellAround } from '../geo/grid-cells';
import type { PlaceCandidate } from '../ports/places.port';
import type { CuratedPlaceRow } from '../curated/curated-place.types';

export interface CuratedPlace extends PlaceCandidate {
  id: number;
  countryCode: string;
  aliases: string[];
}

const GRID_DEG = 1;

/** The curated places the project ships, indexed by name and by 1° grid cell on first use. */
export class CuratedPlacesCatalog {
  readonly places: readonly CuratedPlace[];
  private names: Map<string, CuratedPlace[]> | undefined;
  private cells: Map<number, CuratedPlace[]> | undefined;

  constructor(rows: readonly CuratedPlaceRow[]) {
    this.places = rows.map(
      ([name, kind, lat, lng, countryCode, description, source, aliases], id) => {
        const cited = source ?? `Wikipedia: ${name}`;
        return {
          id,
          name,
          kind,
          lat,
          lng,
          countryCode,
          description,
          source: cited,
          provider: 'curated',
          url: wikipediaUrl(cited),
          aliases: aliases ?? [],
        };
      },
    );
  }

  static loadDefault(): CuratedPlacesCatalog {
    return new CuratedPlacesCatalog([...RIDING_ROADS, ...NORTH_AMERICA_PLACES, ...EUROPE_PLACES]);
  }

  byName(key: string): CuratedPlace[] {
    if (!this.names) {
      this.names = new Map();
      for (const p of this.places) {
        for (const n of [p.name, ...p.aliases]) {
          const k = normalizeName(n);
          this.names.set(k, [...(this.names.get(k) ?? []), p]);
        }
      }
    }
    return this.names.get(key) ?? [];
  }

  /** Places within `radiusKm` of a point. */
  near(p: LatLng, radiusKm: number): CuratedPlace[] {
    if (!this.cells) {
      this.cells = new Map();
      for (const place of this.places) {
        const k = gridCell(place.lat, place.lng, GRID_DEG);
        this.cells.set(k, [...(this.cells.get(k) ?? []), place]);
      }
    }
    const cells = this.cells;
    const out: CuratedPlace[] = [];
    someCellAround(p, radiusKm, GRID_DEG, (key) => {
      for (const place of cells.get(key) ?? []) {
        if (haversineKm(p.lat, p.lng, place.lat, place.lng) <= radiusKm) out.push(place);
      }
    });
    return out;
  }
}

function wikipediaUrl(source: string): string | undefined {
  const m = /^Wikipedia: (.+)$/.exec(source);
  return m
    ? `https://en.wikipedia.org/wiki/${encodeURIComponent(m[1].replace(/ /g, '_'))}`
    : undefined;
}
