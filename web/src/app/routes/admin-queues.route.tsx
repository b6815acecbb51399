import Button from '@mui/material/Button';
import { BRAND_NAME } from '../../shared/config/brand';
import { StateMessage } from '../../shared/components/state-message';
import { useDocumentMeta } from '../../shared/seo/use-document-meta';
import { AccessDenied } from '../../shared/session/access-denied';
import { useCurrentUser } from '../../shared/session/current-user.api';

/**
 * /admin/queues as the web app shows it. The gateway serves the queue dashboard there to admins
 * (`gateway/src/queues`) and this page, with a 403, to a signed-in rider who is not one; a
 * visitor is sent to sign in first. An admin only lands here inside the app, so the dashboard
 * is a page load away.
 */
export default function AdminQueuesRoute() {
  const { user, isLoading } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  useDocumentMeta(
    `${isAdmin ? 'Job Queues' : 'Access Denied'} — ${BRAND_NAME}`,
    'The job queues, for admins.',
  );

  if (isLoading) return <StateMessage title="Checking Your Account" loading />;
  if (!user) {
    return (
      <AccessDenied
        description="Please sign in with an admin account to see the job queues."
        signIn
      />
    );
  }
  if (!isAdmin) return <AccessDenied description="Only admins can see the job queues." />;
  return (
    <StateMessage title="Job Queues" description="The queue dashboard opens as a page of its own.">
      <Button variant="contained" size="large" href="/admin/queues">
        Open Job Queues
      </Button>
    </StateMessage>
  );
}
