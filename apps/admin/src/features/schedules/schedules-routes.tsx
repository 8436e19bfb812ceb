import { type StaffPermission } from '@maplepack/access';
import { Loader } from '@maplepack/ui';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { SHIPPING_SECTION, TAXES_SECTION } from './schedules-section';

// Loaded when opened, as the content pages: the back office's first load stays within its budget.
const SchedulePage = lazy(() =>
  import('./schedule-pages').then((module) => ({ default: module.SchedulePage })),
);

/** Tax rules and shipping rates, each behind the app's permission guard (the nav's sections). */
export function scheduleRoutes(Allowed: ComponentType<{ permission: StaffPermission; children: ReactNode }>) {
  return [TAXES_SECTION, SHIPPING_SECTION].map((section) => (
    <Route
      key={section.path}
      path={section.path}
      element={
        <Allowed permission={section.permission}>
          <Suspense fallback={<Loader />}>
            <SchedulePage page={section.path === '/shipping' ? 'shipping' : 'tax-rules'} />
          </Suspense>
        </Allowed>
      }
    />
  ));
}
