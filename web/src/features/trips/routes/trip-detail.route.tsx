import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function TripDetailRoute() {
  return <PlaceholderPage title="Featured Trip" />;
}
