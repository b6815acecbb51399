/**
 * The riders of a plan and their bikes' fuel ranges (docs/product.md#riding-group): the smallest
 * range, less a reserve, sets every fuel stop, so the whole group rides one plan.
 */
export interface GroupRider {
  name: string;
  /** How far the bike goes on a full tank, in km. */
  fuelRangeKm: number;
}

export const MAX_GROUP_RIDERS = 12;
export const RIDER_NAME_MAX_LENGTH = 40;
export const MIN_FUEL_RANGE_KM = 50;
export const MAX_FUEL_RANGE_KM = 1000;
/** Kept in the tank at every fill-up: detours, headwinds, a closed station. */
export const FUEL_RESERVE_SHARE = 0.15;

const KM_PER_MILE = 1.609344;

export type RangeUnit = 'km' | 'mi';

/** A range typed in `unit` as km, and back: whole numbers, as riders give them. */
export function rangeToKm(range: number, unit: RangeUnit): number {
  return Math.round(unit === 'mi' ? range * KM_PER_MILE : range);
}
export function rangeFromKm(km: number, unit: RangeUnit): number {
  return Math.round(unit === 'mi' ? km / KM_PER_MILE : km);
}

/** The fuel range limits in `unit`, for the form's message and bounds. */
export function fuelRangeBounds(unit: RangeUnit): { min: number; max: number } {
  return {
    min: Math.ceil(rangeFromKm(MIN_FUEL_RANGE_KM, unit)),
    max: Math.floor(rangeFromKm(MAX_FUEL_RANGE_KM, unit)),
  };
}

/** "Each fuel range must be a whole number from 50 to 1000 km". */
export function fuelRangeMessage(unit: RangeUnit): string {
  const { min, max } = fuelRangeBounds(unit);
  return `Each fuel range must be a whole number from ${min} to ${max} ${unit === 'mi' ? 'miles' : 'km'}`;
}

/** Whether a value is a rider the plan can take: a name and a range within the limits. */
export function isGroupRider(value: unknown): value is GroupRider {
  if (typeof value !== 'object' || value === null) return false;
  const { name, fuelRangeKm } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    name.trim().length >= 1 &&
    name.trim().length <= RIDER_NAME_MAX_LENGTH &&
    Number.isInteger(fuelRangeKm) &&
    (fuelRangeKm as number) >= MIN_FUEL_RANGE_KM &&
    (fuelRangeKm as number) <= MAX_FUEL_RANGE_KM
  );
}

/**
 * The rider whose range sets the plan (the smallest; the first named of equals) and the distance
 * planned between fill-ups: that range less the reserve. Null for no group.
 */
export function groupFuelPlan(
  group: readonly GroupRider[] | undefined,
): { rider: GroupRider; plannedKm: number } | null {
  if (!group || group.length === 0) return null;
  const rider = group.reduce((least, r) => (r.fuelRangeKm < least.fuelRangeKm ? r : least));
  return { rider, plannedKm: Math.round(rider.fuelRangeKm * (1 - FUEL_RESERVE_SHARE)) };
}
