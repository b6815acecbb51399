import type { DayCostEstimate, TripCostEstimate } from './itinerary.types';

/**
 * The words of the cost estimates, one place for the itinerary page, the shared page and the
 * GPX and calendar exports: always "~" and "estimated", as the figures come from dated national
 * averages (libs/planner/src/costs), never from a quote.
 */

const LITRES_PER_US_GALLON = 3.785411784;

/** "$1,230", "€85", "CA$42", "¥5,300": whole units of the trip's currency. */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** "11 gal" in the US, "40 L" elsewhere. */
export function formatFuelVolume(litres: number, unit: TripCostEstimate['fuelVolumeUnit']): string {
  return unit === 'gal'
    ? `${Math.round(litres / LITRES_PER_US_GALLON)} gal`
    : `${Math.round(litres)} L`;
}

/** "2 rooms", "1 site" (campgrounds and RV parks rent pitches). */
function roomsLabel(lodging: DayCostEstimate['lodging']): string {
  const unit = lodging.kind === 'camping' || lodging.kind === 'rv-park' ? 'site' : 'room';
  return `${lodging.rooms} ${unit}${lodging.rooms === 1 ? '' : 's'}`;
}

/**
 * ["fuel ~$42 (11 gal)", "lodging ~$240 (2 rooms)"]: no lodging part after the last day, no fuel
 * part on a rest day, and "no fuel or lodging" for a last day spent off the bike.
 */
export function dayCostParts(day: DayCostEstimate, trip: TripCostEstimate): string[] {
  const parts: string[] = [];
  if (day.fuel.litres > 0) {
    parts.push(
      `fuel ~${formatMoney(day.fuel.amount, trip.currency)} (${formatFuelVolume(day.fuel.litres, trip.fuelVolumeUnit)})`,
    );
  }
  if (day.lodging.nights > 0) {
    parts.push(
      `lodging ~${formatMoney(day.lodging.amount, trip.currency)} (${roomsLabel(day.lodging)})`,
    );
  }
  return parts.length > 0 ? parts : ['no fuel or lodging'];
}

/** "Estimated cost: fuel ~$42 (11 gal), lodging ~$240 (2 rooms)": the exports' line. */
export function dayCostLine(day: DayCostEstimate, trip: TripCostEstimate): string {
  return `Estimated cost: ${dayCostParts(day, trip).join(', ')}`;
}

/** "Estimated trip cost ~$1,230: fuel $310, lodging $920"; a trip with no night, fuel alone. */
export function tripCostHeadline(trip: TripCostEstimate): string {
  const money = (amount: number) => formatMoney(amount, trip.currency);
  const lodging = trip.lodging > 0 ? `, lodging ${money(trip.lodging)}` : '';
  return `Estimated trip cost ~${money(trip.total)}: fuel ${money(trip.fuel)}${lodging}`;
}

/** "Estimates from approximate national averages, 2025; prices vary." */
export function costCaveat(trip: TripCostEstimate): string {
  return `Estimates from ${trip.basis}; prices vary.`;
}
