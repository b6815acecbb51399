import type { LatLng } from '@roadbook/contracts';
import { ROAD_SEASONS } from '../curated/road-seasons.data';
import { monthName } from '../format/month.format';

/** When a seasonal road is usually open, and the way around it while it is closed. */
export interface RoadSeason {
  /** First and last month (1–12) the road is usually open the whole month. */
  open: [number, number];
  /** Its highest point, metres above sea level. */
  summitM: number;
  source: string;
  around?: LatLng & { name: string };
}

/** The season of a curated road by its name; undefined for a road open all year. */
export function seasonOf(roadName: string): RoadSeason | undefined {
  const row = ROAD_SEASONS[roadName] as (typeof ROAD_SEASONS)[string] | undefined;
  if (!row) return undefined;
  const around = row.around && { name: row.around[0], lat: row.around[1], lng: row.around[2] };
  return { open: row.open, summitM: row.summitM, source: row.source, ...(around && { around }) };
}

/** Whether the road is usually open on a YYYY-MM-DD day; roads without a season always are. */
export function isOpenOn(roadName: string, date: string): boolean {
  const season = seasonOf(roadName);
  if (!season) return true;
  const month = Number(date.slice(5, 7));
  return month >= season.open[0] && month <= season.open[1];
}

/** "November–May": the months the road is usually closed. */
export function closedMonths(season: RoadSeason): string {
  const first = monthName(season.open[1] + 1);
  const last = monthName(season.open[0] - 1);
  return first === last ? first : `${first}–${last}`;
}

/** "June–October": the months the road is usually open. */
export function openMonths(season: RoadSeason): string {
  const [first, last] = season.open;
  return first === last ? monthName(first) : `${monthName(first)}–${monthName(last)}`;
}
