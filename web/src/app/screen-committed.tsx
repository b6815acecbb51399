import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * Told each time a page's screen has been rendered, or hydrated, and committed. A screen sits in
 * its own Suspense boundary (`lazy-page.tsx`), which React may hydrate after the rest of the
 * page: only from then on does the screen take input.
 */
export const ScreenCommittedContext = createContext<() => void>(() => undefined);

/** Tells ScreenCommittedContext once `children` have been committed. */
export function ScreenCommitted({ children }: { children: ReactNode }) {
  const onCommitted = useContext(ScreenCommittedContext);
  useEffect(onCommitted, [onCommitted]);
  return children;
}
