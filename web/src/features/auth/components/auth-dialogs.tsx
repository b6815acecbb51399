import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { closeAuthDialog, openAuthDialog, selectAuthDialog } from '../../../shared/ui/ui.slice';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { SignInDialog } from './sign-in-dialog';

/**
 * The account dialogs (docs/product.md#account-dialogs): sign-in / create-account, and
 * reset-password from it.
 */
export default function AuthDialogs() {
  const dispatch = useDispatch();
  const { open, mode } = useSelector(selectAuthDialog);
  const [forgotOpen, setForgotOpen] = useState(false);
  return (
    <>
      <SignInDialog
        open={open}
        mode={mode}
        onModeChange={(next) => dispatch(openAuthDialog(next))}
        onClose={() => dispatch(closeAuthDialog())}
        onForgotPassword={() => {
          dispatch(closeAuthDialog());
          setForgotOpen(true);
        }}
      />
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        onBackToSignIn={() => {
          setForgotOpen(false);
          dispatch(openAuthDialog('login'));
        }}
      />
    </>
  );
}
