import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function PlanRoute() {
  return <PlaceholderPage title="Plan Your Trip" />;
}
