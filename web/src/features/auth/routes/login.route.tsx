import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { StateMessage } from '../../../shared/components/state-message';
import { loadPage, pathOnThisSite } from '../../../shared/navigation/page-load';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { SignInPrompt } from '../../../shared/session/sign-in-prompt';
import { openAuthDialog } from '../../../shared/ui/ui.slice';

/**
 * `/login?next=/admin/queues`: where a page the server guards sends a visitor. It opens the
 * sign-in dialog and, once the visitor is signed in, loads `next` (a path on this site) or home.
 */
export default function LoginRoute() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const next = pathOnThisSite(params.get('next'));

  useEffect(() => {
    if (isAuthenticated) loadPage(next);
    else if (!isLoading) dispatch(openAuthDialog());
  }, [isAuthenticated, isLoading, next, dispatch]);

  if (isLoading || isAuthenticated) return <StateMessage title="Signing you in" loading />;
  return (
    <SignInPrompt
      title="Sign In to Continue"
      icon={<LockOutlinedIcon />}
      description="The page you asked for is for signed-in members. Sign in and it opens straight away."
    />
  );
}
