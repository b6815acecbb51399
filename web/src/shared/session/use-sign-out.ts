import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackEvent } from '../analytics/track-event';
import { readApiError } from '../api/api-error-details';
import { useToast } from '../toast/use-toast';
import { useLogoutMutation } from './current-user.api';

/**
 * Sign Out (header menu and profile): ends this device's session, then goes to /
 * (docs/product.md#layout).
 */
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
    trackEvent('user_logout');
    await navigate('/');
  }, [logout, navigate, toast]);
  return { signOut, isSigningOut: isLoading };
}
