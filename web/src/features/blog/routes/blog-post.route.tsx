import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function BlogPostRoute() {
  return <PlaceholderPage title="Blog Post" />;
}
