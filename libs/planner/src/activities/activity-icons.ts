import type { DayActivityType, TravelMode } from '@roadbook/contracts';

/** Material Symbols names; the web maps unknown names to its generic place icon. */
export function activityIcon(type: DayActivityType, mode: TravelMode): string {
  switch (type) {
    case 'driving':
      return mode === 'motorcycle' ? 'two_wheeler' : mode === 'rv' ? 'rv_hookup' : 'directions_car';
    case 'attraction':
      return 'attractions';
    case 'food':
      return 'restaurant';
    case 'beach':
      return 'beach_access';
    case 'accommodation':
      return 'hotel';
    case 'hiking':
      return 'hiking';
    case 'shopping':
      return 'shopping_bag';
    case 'activity':
      return 'place';
    case 'landmark':
      return 'account_balance';
    case 'museum':
      return 'museum';
    case 'nature':
      return 'park';
  }
}
