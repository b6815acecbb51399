import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function FeaturedTripsRoute() {
  return <PlaceholderPage title="Featured Routes" />;
}
