import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BRAND_NAME } from '../../../shared/config/brand';
import type { AuthDialogMode } from '../../../shared/ui/ui.slice';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

interface SignInDialogProps {
  open: boolean;
  mode: AuthDialogMode;
  onModeChange: (mode: AuthDialogMode) => void;
  onClose: () => void;
  onForgotPassword: () => void;
}

const TITLE_ID = 'auth-dialog-title';

/**
 * The sign-in / create-account dialog (docs/product.md#account-dialogs): login (default) and
 * register modes.
 */
export function SignInDialog({
  open,
  mode,
  onModeChange,
  onClose,
  onForgotPassword,
}: SignInDialogProps) {
  const isLogin = mode === 'login';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID} variant="h4" component="h2" sx={{ pb: 0.5 }}>
        {isLogin ? `Sign In to ${BRAND_NAME}` : 'Create Your Account'}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {isLogin
            ? 'Welcome back. Sign in to see your saved trips.'
            : 'Save your trips and pick them up on any device.'}
        </Typography>
        {isLogin ? (
          <LoginForm onSuccess={onClose} onForgotPassword={onForgotPassword} />
        ) : (
          <RegisterForm onSuccess={onClose} />
        )}
        <Typography variant="body2" sx={{ mt: 2.5, textAlign: 'center' }}>
          {isLogin ? "Don't have an account? " : 'Already have an account? '}
          <Link
            component="button"
            type="button"
            variant="body2"
            sx={{ fontWeight: 600 }}
            onClick={() => onModeChange(isLogin ? 'register' : 'login')}
          >
            {isLogin ? 'Create one' : 'Sign in'}
          </Link>
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
