import SearchOffIcon from '@mui/icons-material/SearchOff';
import { BlogMessages } from '@roadbook/contracts/browser';
import { StateMessage } from '../../../shared/components/state-message';

/** A post that does not exist, or a draft the reader may not see, with the way back. */
export function PostNotFound({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <StateMessage
      headingLevel={headingLevel}
      title={BlogMessages.notFound}
      icon={<SearchOffIcon />}
      description="It may have been unpublished, renamed or removed."
      action={{ label: 'Back to Blog', to: '/blog' }}
    />
  );
}

/** Whether a failed call means "no such post". */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
