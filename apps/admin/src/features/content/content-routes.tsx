import { type StaffPermission } from '@maplepack/access';
import { Loader } from '@maplepack/ui';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';

// Loaded when opened: two roles use them, and the back office's first load stays within its budget.
const ContentListPage = lazy(() =>
  import('./content-list-page').then((module) => ({ default: module.ContentListPage })),
);
const ContentPage = lazy(() => import('./content-page').then((module) => ({ default: module.ContentPage })));

/** The content pages, each behind the app's permission guard. */
export function contentRoutes(Allowed: ComponentType<{ permission: StaffPermission; children: ReactNode }>) {
  return [
    <Route
      key="content"
      path="/content"
      element={
        <Allowed permission="content.write">
          <Suspense fallback={<Loader />}>
            <ContentListPage />
          </Suspense>
        </Allowed>
      }
    />,
    <Route
      key="content-page"
      path="/content/:slug"
      element={
        <Allowed permission="content.write">
          <Suspense fallback={<Loader />}>
            <ContentPage />
          </Suspense>
        </Allowed>
      }
    />,
  ];
}
