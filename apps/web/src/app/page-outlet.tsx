import { Loader } from '@maplepack/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageTransition } from '../features/shell/components/page-transition';
import { useAllowedRoute } from '../features/shell/route-context';

/**
 * The page under a layout. Its code loads on first visit: the first time, a loader holds its place
 * inside the layout; later navigations keep the previous page until the next one is ready.
 */
export function PageOutlet() {
  return (
    <Suspense fallback={<Loader />}>
      <Outlet />
    </Suspense>
  );
}

/** The page under a layout, faded in on entry where access allows a transition. */
export function TransitionedOutlet() {
  const { transition } = useAllowedRoute();
  const { pathname } = useLocation();
  return (
    <PageTransition enabled={transition} pageKey={pathname}>
      <PageOutlet />
    </PageTransition>
  );
}
