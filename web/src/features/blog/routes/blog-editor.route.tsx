import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../../shared/components/placeholder-page';

/** One editor for both routes: an `:id` in the path means edit, none means create (spec §2). */
export default function BlogEditorRoute() {
  const { id } = useParams();
  return <PlaceholderPage title={id === undefined ? 'New Blog Post' : 'Edit Blog Post'} />;
}
