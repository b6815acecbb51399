import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectAuthDialog } from '../../../shared/ui/ui.slice';

// The dialogs (and the form components they need) stay out of the first page: they are
// fetched the first time any screen opens the sign-in dialog.
const AuthDialogs = lazy(() => import('./auth-dialogs'));

/** Always mounted by the layout; renders the sign-in and reset dialogs once first opened. */
export function AuthDialogHost() {
  const { open } = useSelector(selectAuthDialog);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
