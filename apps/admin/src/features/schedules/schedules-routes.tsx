import { type StaffPermission } from '@maplepack/access';
import { Loader } from '@maplepack/ui';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';

// Loaded when opened, as the content pages: the back office's first load stays within its budget.
const TaxRulesPage = lazy(() =>
  import('./tax-rules-page').then((module) => ({ default: module.TaxRulesPage })),
);
const ShippingPage = lazy(() =>
  import('./shipping-page').then((module) => ({ default: module.ShippingPage })),
);

/** Tax rules and shipping rates, each behind the app's permission guard. */
export function scheduleRoutes(Allowed: ComponentType<{ permission: StaffPermission; children: ReactNode }>) {
  return [
    <Route
      key="tax-rules"
      path="/tax-rules"
      element={
        <Allowed permission="taxes.write">
          <Suspense fallback={<Loader />}>
            <TaxRulesPage />
          </Suspense>
        </Allowed>
      }
    />,
    <Route
      key="shipping"
      path="/shipping"
      element={
        <Allowed permission="shipping.write">
          <Suspense fallback={<Loader />}>
            <ShippingPage />
          </Suspense>
        </Allowed>
      }
    />,
  ];
}
