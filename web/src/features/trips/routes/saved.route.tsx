import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function SavedRoute() {
  return <PlaceholderPage title="Saved Trips" />;
}
