import type { WeatherHazard, WeatherOnRoute } from './itinerary.types';

/** At or below freezing: ice on shaded bends and bridges. */
export const FREEZING = { C: 0, F: 32 } as const;
/** A chance of rain this high in the hour ridden is planned for as rain. */
export const WET_CHANCE = 60;

/**
 * What an hour on the road asks the rider to plan around, if anything: the planner prepares Plan
 * B by it, and the itinerary marks the hour by it.
 */
export function weatherHazardOf(
  hour: Pick<WeatherOnRoute, 'temperature' | 'condition' | 'chanceOfRain'>,
  unit: 'C' | 'F',
): WeatherHazard | undefined {
  if (hour.temperature <= FREEZING[unit] || hour.condition === 'snow') return 'freezing';
  if (hour.chanceOfRain >= WET_CHANCE || hour.condition === 'rainy') return 'wet';
  return undefined;
}
