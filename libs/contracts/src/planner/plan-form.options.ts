/**
 * Choices the plan form offers (docs/product.md#trip-form-validation). The web renders
 * these lists and the planner reads the same values, so a label never drifts from its meaning.
 */
export const TRAVEL_MODES = ['car', 'motorcycle', 'rv'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

export const ROUTE_TYPES = ['fastest', 'scenic', 'shortest'] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

export const TRIP_TYPES = ['day', 'multi-day'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export interface PlanChoice<V extends string> {
  value: V;
  label: string;
}

const TRAVEL_MODE_LABELS: Record<TravelMode, string> = {
  motorcycle: 'Motorcycle',
  car: 'Car',
  rv: 'RV',
};

/** Riders first: the form offers the motorcycle before the car and the RV. */
export const TRAVEL_MODE_CHOICES: readonly PlanChoice<TravelMode>[] = (
  ['motorcycle', 'car', 'rv'] as const
).map((value) => ({ value, label: TRAVEL_MODE_LABELS[value] }));

/** How a travel mode is named wherever a trip shows it: 'Motorcycle', 'Car', 'RV'. */
export function travelModeLabel(mode: TravelMode): string {
  return TRAVEL_MODE_LABELS[mode];
}

export const ROUTE_TYPE_CHOICES: readonly PlanChoice<RouteType>[] = [
  { value: 'fastest', label: 'Fastest' },
  { value: 'scenic', label: 'Scenic (avoid highways and tolls)' },
  { value: 'shortest', label: 'Shortest' },
];

export const BUDGET_LEVELS = ['budget', 'moderate', 'comfort', 'luxury'] as const;
export type BudgetLevel = (typeof BUDGET_LEVELS)[number];

export const BUDGET_CHOICES: readonly PlanChoice<BudgetLevel>[] = [
  { value: 'budget', label: 'Budget (campgrounds, motels)' },
  { value: 'moderate', label: 'Moderate (mid-range hotels)' },
  { value: 'comfort', label: 'Comfort (upscale hotels, B&Bs)' },
  { value: 'luxury', label: 'Luxury (resorts, boutique hotels)' },
];

export const DRIVING_HOURS_VALUES = ['2-4', '4-6', '6-8', '8-10'] as const;
export type DrivingHoursValue = (typeof DRIVING_HOURS_VALUES)[number];

export interface DrivingHoursChoice extends PlanChoice<DrivingHoursValue> {
  /** The low end of the choice, in hours: a day shorter than this is a token ride. */
  minHours: number;
  /** Upper bound of moving time per day, in hours: the planner's daily budget. */
  maxHours: number;
}

export const DRIVING_HOURS_CHOICES: readonly DrivingHoursChoice[] = [
  { value: '2-4', label: '2–4 hours a day (relaxed)', minHours: 2, maxHours: 4 },
  { value: '4-6', label: '4–6 hours a day', minHours: 4, maxHours: 6 },
  { value: '6-8', label: '6–8 hours a day', minHours: 6, maxHours: 8 },
  { value: '8-10', label: '8–10 hours a day (long haul)', minHours: 8, maxHours: 10 },
];

/** Kinds of stop the form lets a traveller ask for; each maps to activity types in a day. */
export const ACTIVITY_CHOICE_VALUES = [
  'attraction',
  'food',
  'beach',
  'hiking',
  'shopping',
  'landmark',
  'museum',
  'nature',
  'riding-road',
] as const;
export type ActivityChoice = (typeof ACTIVITY_CHOICE_VALUES)[number];

export const ACTIVITY_CHOICES: readonly PlanChoice<ActivityChoice>[] = [
  { value: 'attraction', label: 'Attractions' },
  { value: 'food', label: 'Food & dining' },
  { value: 'beach', label: 'Beaches' },
  { value: 'hiking', label: 'Hiking' },
  { value: 'shopping', label: 'Shopping' },
  { value: 'landmark', label: 'Landmarks' },
  { value: 'museum', label: 'Museums' },
  { value: 'nature', label: 'Nature & parks' },
  { value: 'riding-road', label: 'Famous riding roads' },
];

export const ACCOMMODATION_VALUES = [
  'hotel',
  'motel',
  'bnb',
  'cabin',
  'camping',
  'rv-park',
] as const;
export type AccommodationChoice = (typeof ACCOMMODATION_VALUES)[number];

export const ACCOMMODATION_CHOICES: readonly PlanChoice<AccommodationChoice>[] = [
  { value: 'hotel', label: 'Hotels' },
  { value: 'motel', label: 'Motels' },
  { value: 'bnb', label: 'B&Bs and guesthouses' },
  { value: 'cabin', label: 'Cabins' },
  { value: 'camping', label: 'Camping' },
  { value: 'rv-park', label: 'RV parks' },
];
