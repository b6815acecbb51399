import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function SharedTripRoute() {
  return <PlaceholderPage title="Shared Trip" />;
}
