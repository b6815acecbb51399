import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function MyTripsRoute() {
  return <PlaceholderPage title="My Trips" />;
}
