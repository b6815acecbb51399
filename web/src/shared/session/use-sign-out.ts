import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { readApiError } from '../api/api-error-details';
import { useToast } from '../toast/use-toast';
import { useLogoutMutation } from './current-user.api';

/** Sign Out (header menu and profile): ends this device's session, then goes to / (spec §2). */
export function useSignOut() {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const signOut = useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      toast({
        title: 'Error',
        description: readApiError(error).message ?? 'Failed to sign out. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    // Analytics loads lazily (spec §2), so the event goes through a dynamic import.
    import('../analytics/analytics.service')
      .then(({ track }) => track('user_logout'))
      .catch(() => undefined);
    await navigate('/');
  }, [logout, navigate, toast]);
  return { signOut, isSigningOut: isLoading };
}
