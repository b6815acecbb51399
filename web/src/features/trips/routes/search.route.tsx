import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function SearchRoute() {
  return <PlaceholderPage title="Search" />;
}
