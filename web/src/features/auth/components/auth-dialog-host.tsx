import { Suspense, useState, type ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { preloadableLazy } from '../../../shared/components/preloadable-lazy';
import { selectAuthDialog } from '../../../shared/ui/ui.slice';

// The dialogs (and the form components they need) stay out of the first page: they are fetched
// right after the app starts (`app/preload.ts`), or the first time a screen opens them.
const authDialogs = preloadableLazy(() => import('./auth-dialogs'));

/** Fetches the dialogs' code, so the first tap that opens one renders it at once. */
export const preloadAuthDialogs = authDialogs.preload;

/** Always mounted by the layout; renders the sign-in and reset dialogs once first opened. */
export function AuthDialogHost() {
  const { open } = useSelector(selectAuthDialog);
  // Chosen once, on the first opening: the type never changes under mounted dialogs.
  const [Dialogs, setDialogs] = useState<ComponentType | null>(() =>
    open ? authDialogs.current() : null,
  );
  if (open && !Dialogs) setDialogs(() => authDialogs.current());
  if (!Dialogs) return null;
  return (
    <Suspense fallback={null}>
      <Dialogs />
    </Suspense>
  );
}
