import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function BlogListRoute() {
  return <PlaceholderPage title="Travel Blog" />;
}
