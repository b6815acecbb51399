import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function ItineraryRoute() {
  return <PlaceholderPage title="Trip Itinerary" />;
}
