import type { AccommodationChoice, BudgetLevel, TravelMode } from '@roadbook/contracts';

export interface LodgingKind {
  /** The form's accommodation value this lodging is priced as (libs/planner/src/costs). */
  kind: AccommodationChoice;
  label: string;
  description: string;
}

/**
 * The lodging a night is planned in: an RV sleeps at RV parks, else the rider's first
 * accommodation choice, else what the budget level buys. The day's lodging activity and its
 * cost estimate both read it, so the price always matches the lodging shown.
 */
export function lodgingKind(
  prefs: readonly string[],
  budget: BudgetLevel,
  mode: TravelMode,
): LodgingKind {
  const pref = prefs.map((p) => p.toLowerCase()).find(Boolean) ?? '';
  if (mode === 'rv' || /rv/.test(pref))
    return {
      kind: 'rv-park',
      label: 'RV park',
      description: 'An RV park or campground with hookups',
    };
  if (/camp/.test(pref))
    return {
      kind: 'camping',
      label: 'Campground',
      description: 'A campground with tent sites and showers',
    };
  if (/cabin/.test(pref)) return { kind: 'cabin', label: 'Cabin', description: 'A cabin rental' };
  if (/b&b|bnb|guest/.test(pref))
    return { kind: 'bnb', label: 'B&B', description: 'A bed and breakfast or guesthouse' };
  if (/motel/.test(pref))
    return { kind: 'motel', label: 'Motel', description: 'A motel with parking at the door' };
  switch (budget) {
    case 'budget':
      return { kind: 'motel', label: 'Motel', description: 'An inexpensive motel or campground' };
    case 'moderate':
      return { kind: 'hotel', label: 'Hotel', description: 'A mid-range hotel' };
    case 'comfort':
      return { kind: 'hotel', label: 'Hotel', description: 'An upscale hotel or a well-rated B&B' };
    case 'luxury':
      return { kind: 'hotel', label: 'Hotel', description: 'A luxury or boutique hotel' };
  }
}
