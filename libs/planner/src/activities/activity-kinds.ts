import type { TravelMode } from '@roadbook/contracts';
import type { PlaceKind } from '../ports/places.port';

/**
 * Maps the plan form's free-text activity choices to curated place kinds. Riders always get the
 * famous roads on their way: that is what they came for.
 */
export function requestedKinds(activities: readonly string[], mode: TravelMode): PlaceKind[] {
  const kinds = new Set<PlaceKind>();
  for (const raw of activities) {
    const a = raw.toLowerCase();
    if (/attraction|sightsee/.test(a)) kinds.add('attraction').add('landmark');
    if (/food|dining|restaurant|cuisine/.test(a)) kinds.add('food');
    if (/beach|coast/.test(a)) kinds.add('beach');
    if (/hik|trail|walk/.test(a)) kinds.add('hiking');
    if (/shop|market/.test(a)) kinds.add('shopping');
    if (/landmark|histor/.test(a)) kinds.add('landmark');
    if (/museum|culture|art/.test(a)) kinds.add('museum');
    if (/nature|park|outdoor|wildlife|scenic/.test(a)) kinds.add('nature');
    if (/riding|road|twist|pass|drive/.test(a)) kinds.add('riding-road');
  }
  if (mode === 'motorcycle') kinds.add('riding-road');
  return [...kinds];
}
