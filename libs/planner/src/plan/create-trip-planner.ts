import type { PlannerConfig } from './planner.config';
import { loadPlannerData } from './planner-data';
import type { PlannerData } from './planner-data';
import { TripPlanner } from './trip-planner';
import type { OnlineAdapters } from './trip-planner';

const DEFAULT_FUEL_RANGE_KM = 250;
const DEFAULT_MAX_OFF_ROUTE_KM = 60;
const DEFAULT_SUNSET_MARGIN_MINUTES = 60;

/**
 * Builds a planner from configuration. Providers missing from the config run offline; the
 * offline data is loaded once per process and shared by every planner.
 */
export function createTripPlanner(config: PlannerConfig = {}, data: PlannerData = loadPlannerData()): TripPlanner {
  const online: OnlineAdapters = {};
  return new TripPlanner(data, online, {
    fuelRangeKm: config.fuelRangeKm ?? DEFAULT_FUEL_RANGE_KM,
    maxOffRouteKm: config.maxOffRouteKm ?? DEFAULT_MAX_OFF_ROUTE_KM,
    sunsetMarginMinutes: config.sunsetMarginMinutes ?? DEFAULT_SUNSET_MARGIN_MINUTES,
  });
}
