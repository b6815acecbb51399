import type { LatLng } from '@roadbook/contracts';
import { cumulativeKm, interpolate, projectOnLine } from '../geo/geo.util';
import type { RoutedLeg } from '../ports/router.port';
import type { FerryCrossing } from '../reach/reachability';

/**
 * The whole trip as one polyline with road distance and driving time at every vertex, so that
 * "where am I after 4 hours" and "how far along is this town" are cheap lookups. Road km are the
 * router's distances spread over each leg's geometry in proportion to its length.
 */
export class RouteTrack {
  readonly points: LatLng[] = [];
  /** Great-circle km along the polyline at each vertex. */
  readonly lineKm: number[];
  readonly roadKm: number[] = [];
  readonly minutes: number[] = [];
  /** Road km at the end of each leg. */
  readonly legEndKm: number[] = [];
  /** The car ferries' crossings: km and minutes at sea, none of it ridden. */
  readonly ferries: { fromKm: number; toKm: number; minutes: number; crossing: FerryCrossing }[] =
    [];

  constructor(legs: readonly RoutedLeg[]) {
    let road = 0;
    let time = 0;
    for (const leg of legs) {
      const cum = cumulativeKm(leg.geometry);
      const length = cum[cum.length - 1] || 1;
      const kmScale = leg.distanceKm / length;
      const minScale = leg.durationMinutes / length;
      leg.geometry.forEach((p, i) => {
        if (i === 0 && this.points.length > 0) return;
        this.points.push(p);
        this.roadKm.push(road + cum[i] * kmScale);
        this.minutes.push(time + cum[i] * minScale);
      });
      if (leg.ferry) {
        this.ferries.push({
          fromKm: road,
          toKm: road + leg.distanceKm,
          minutes: leg.durationMinutes,
          crossing: leg.ferry,
        });
      }
      road += leg.distanceKm;
      time += leg.durationMinutes;
      this.legEndKm.push(road);
    }
    this.lineKm = cumulativeKm(this.points);
  }

  get totalKm(): number {
    return this.roadKm[this.roadKm.length - 1];
  }

  get totalMinutes(): number {
    return this.minutes[this.minutes.length - 1];
  }

  /** The time on the road: the whole trip's, less its crossings'. */
  get ridingMinutes(): number {
    return this.totalMinutes - this.ferries.reduce((sum, f) => sum + f.minutes, 0);
  }

  /** Km and minutes at sea between two road positions. */
  atSea(fromKm: number, toKm: number): { km: number; minutes: number } {
    let km = 0;
    let minutes = 0;
    for (const f of this.ferries) {
      const overlap = Math.min(toKm, f.toKm) - Math.max(fromKm, f.fromKm);
      if (overlap <= 0) continue;
      km += overlap;
      minutes += (overlap / (f.toKm - f.fromKm || 1)) * f.minutes;
    }
    return { km, minutes };
  }

  /** The crossing sailed at a road position, its ports apart: there the route is at sea. */
  crossingAt(km: number): RouteTrack['ferries'][number] | undefined {
    return this.ferries.find((f) => km > f.fromKm && km < f.toKm);
  }

  pointAt(km: number): LatLng {
    const i = this.segmentAt(this.roadKm, km);
    const span = this.roadKm[i + 1] - this.roadKm[i];
    return interpolate(this.points[i], this.points[i + 1], span ? (km - this.roadKm[i]) / span : 0);
  }

  kmAtMinutes(minutes: number): number {
    return this.convert(this.minutes, this.roadKm, minutes);
  }

  minutesAtKm(km: number): number {
    return this.convert(this.roadKm, this.minutes, km);
  }

  /**
   * Road position of the point on the route nearest to p, and how far off the route p lies.
   * A km window keeps loops honest: on a round trip a town near the outbound road is also near
   * the return road, and only the part of the route being planned should claim it.
   */
  locate(p: LatLng, fromKm = 0, toKm = Infinity): { km: number; offKm: number } {
    const first = this.segmentAt(this.roadKm, fromKm) + 1;
    const last = Number.isFinite(toKm)
      ? this.segmentAt(this.roadKm, toKm) + 1
      : this.points.length - 1;
    const { alongKm, offKm } = projectOnLine(p, this.points, this.lineKm, first, last);
    return { km: this.convert(this.lineKm, this.roadKm, alongKm), offKm };
  }

  /** The polyline between two road positions. */
  slice(fromKm: number, toKm: number): LatLng[] {
    const out = [this.pointAt(fromKm)];
    for (let i = 0; i < this.points.length; i++) {
      if (this.roadKm[i] > fromKm && this.roadKm[i] < toKm) out.push(this.points[i]);
    }
    out.push(this.pointAt(toKm));
    return out;
  }

  private segmentAt(scale: readonly number[], value: number): number {
    if (this.points.length < 2) return 0;
    let lo = 0;
    let hi = scale.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (scale[mid] <= value) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private convert(from: readonly number[], to: readonly number[], value: number): number {
    if (this.points.length < 2) return 0;
    const clamped = Math.max(0, Math.min(value, from[from.length - 1]));
    const i = this.segmentAt(from, clamped);
    const span = from[i + 1] - from[i];
    return to[i] + (span ? (clamped - from[i]) / span : 0) * (to[i + 1] - to[i]);
  }
}
