import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function TripEditorRoute() {
  return <PlaceholderPage title="Edit Trip" />;
}
