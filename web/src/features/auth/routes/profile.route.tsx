import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function ProfileRoute() {
  return <PlaceholderPage title="Profile" />;
}
