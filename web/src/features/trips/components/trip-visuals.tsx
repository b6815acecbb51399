import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import AttractionsIcon from '@mui/icons-material/Attractions';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import CloudIcon from '@mui/icons-material/Cloud';
import FilterDramaIcon from '@mui/icons-material/FilterDrama';
import HikingIcon from '@mui/icons-material/Hiking';
import HotelIcon from '@mui/icons-material/Hotel';
import LocalActivityIcon from '@mui/icons-material/LocalActivity';
import MuseumIcon from '@mui/icons-material/Museum';
import ParkIcon from '@mui/icons-material/Park';
import PlaceIcon from '@mui/icons-material/Place';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import RouteIcon from '@mui/icons-material/Route';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import UmbrellaIcon from '@mui/icons-material/Umbrella';
import WbCloudyIcon from '@mui/icons-material/WbCloudy';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import type { SvgIconComponent } from '@mui/icons-material';
import type { DayActivityType, WeatherCondition } from '@roadbook/contracts';

export interface ActivityLook {
  Icon: SvgIconComponent;
  color: string;
  label: string;
}

/** Each known activity type has an icon and a colour that reads at 4.5:1 as caption text. */
const ACTIVITY_LOOKS: Record<DayActivityType, ActivityLook> = {
  driving: { Icon: RouteIcon, color: '#ad470a', label: 'Ride' },
  attraction: { Icon: AttractionsIcon, color: '#7b3fa0', label: 'Attraction' },
  food: { Icon: RestaurantIcon, color: '#b7412e', label: 'Food' },
  beach: { Icon: BeachAccessIcon, color: '#0b6a86', label: 'Beach' },
  accommodation: { Icon: HotelIcon, color: '#3949ab', label: 'Stay' },
  hiking: { Icon: HikingIcon, color: '#4e6a1a', label: 'Hiking' },
  shopping: { Icon: ShoppingBagIcon, color: '#ad2f6b', label: 'Shopping' },
  activity: { Icon: LocalActivityIcon, color: '#8a5a12', label: 'Activity' },
  landmark: { Icon: AccountBalanceIcon, color: '#6d4c41', label: 'Landmark' },
  museum: { Icon: MuseumIcon, color: '#5e35b1', label: 'Museum' },
  nature: { Icon: ParkIcon, color: '#246b43', label: 'Nature' },
};

/** Unknown types use a generic place icon. */
const GENERIC_LOOK: ActivityLook = { Icon: PlaceIcon, color: '#57514a', label: 'Stop' };

export function activityLook(type: string): ActivityLook {
  return (ACTIVITY_LOOKS as Record<string, ActivityLook | undefined>)[type] ?? GENERIC_LOOK;
}

export interface WeatherLook {
  Icon: SvgIconComponent;
  /** The sky in words. */
  label: string;
}

const WEATHER_LOOKS: Record<WeatherCondition, WeatherLook> = {
  sunny: { Icon: WbSunnyIcon, label: 'Sunny' },
  'partly-cloudy': { Icon: WbCloudyIcon, label: 'Partly cloudy' },
  cloudy: { Icon: CloudIcon, label: 'Cloudy' },
  rainy: { Icon: UmbrellaIcon, label: 'Rainy' },
  snow: { Icon: AcUnitIcon, label: 'Snow' },
};

/**
 * docs/product.md#itinerary-page: sunny, partly-cloudy, cloudy, rainy, snow; another condition
 * has a default icon and is told as it came.
 */
export function weatherLook(condition: string): WeatherLook {
  return (
    (WEATHER_LOOKS as Record<string, WeatherLook | undefined>)[condition] ?? {
      Icon: FilterDramaIcon,
      label: condition,
    }
  );
}
