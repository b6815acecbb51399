import type { RouteType } from '@roadbook/contracts';
import type { TownOnRoute } from './towns-along';

/** On a fastest day, lunch may move this share of the day's drive from its middle. */
const LUNCH_WINDOW_SHARE = 0.2;

/**
 * Where the day stops for lunch: the town nearest the middle of the drive. A fastest day keeps
 * to its corridor, so there a larger town near the middle and close to the road wins over a
 * village at the very middle: it is where the main road's services are. `towns` are the day's
 * towns along the route, in order.
 */
export function lunchTown(
  towns: readonly TownOnRoute[],
  fromKm: number,
  toKm: number,
  routeType: RouteType,
): TownOnRoute | undefined {
  const midKm = (fromKm + toKm) / 2;
  const nearest = towns.reduce<TownOnRoute | undefined>(
    (a, t) => (!a || Math.abs(t.km - midKm) < Math.abs(a.km - midKm) ? t : a),
    undefined,
  );
  if (routeType !== 'fastest') return nearest;
  const window = (toKm - fromKm) * LUNCH_WINDOW_SHARE;
  let best = nearest;
  let bestScore = -Infinity;
  for (const t of towns) {
    if (Math.abs(t.km - midKm) > window) continue;
    // A town 10× larger is worth the whole window's drive, or 5 km off the road.
    const score = Math.log10(t.population) - Math.abs(t.km - midKm) / window - t.offKm / 5;
    if (score > bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best;
}
