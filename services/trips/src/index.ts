export { tripsService } from './trips-service';
export {
  FEATURED_TRIP_SEEDS,
  featuredTripPlan,
  type FeaturedTripSeed,
} from './seed/featured-trip-seeds';
