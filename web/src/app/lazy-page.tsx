import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { RouteSpinner } from '../shared/components/route-spinner';

/**
 * Each page gets its own component type, so navigating mounts a fresh Suspense boundary
 * and shows the spinner instead of keeping the previous screen while the chunk loads.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<RouteSpinner />}>
        <Page />
      </Suspense>
    );
  };
}
