import { type StaffPermission } from '@maplepack/access';
import { Loader } from '@maplepack/ui';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';

// Loaded when opened, like the content pages: two roles use them, and the first load stays within budget.
const ProductListPage = lazy(() =>
  import('./product-list-page').then((module) => ({ default: module.ProductListPage })),
);
const ProductPage = lazy(() => import('./product-page').then((module) => ({ default: module.ProductPage })));
const CouponListPage = lazy(() =>
  import('./coupon-list-page').then((module) => ({ default: module.CouponListPage })),
);
const CouponPage = lazy(() => import('./coupon-page').then((module) => ({ default: module.CouponPage })));

/** The catalogue role's pages, each behind the app's permission guard. */
export function catalogueRoutes(
  Allowed: ComponentType<{ permission: StaffPermission; children: ReactNode }>,
) {
  return [
    <Route
      key="products"
      path="/products"
      element={
        <Allowed permission="catalogue.write">
          <Suspense fallback={<Loader />}>
            <ProductListPage />
          </Suspense>
        </Allowed>
      }
    />,
    <Route
      key="product"
      path="/products/:id"
      element={
        <Allowed permission="catalogue.write">
          <Suspense fallback={<Loader />}>
            <ProductPage />
          </Suspense>
        </Allowed>
      }
    />,
    <Route
      key="coupons"
      path="/coupons"
      element={
        <Allowed permission="coupons.write">
          <Suspense fallback={<Loader />}>
            <CouponListPage />
          </Suspense>
        </Allowed>
      }
    />,
    <Route
      key="coupon"
      path="/coupons/:id"
      element={
        <Allowed permission="coupons.write">
          <Suspense fallback={<Loader />}>
            <CouponPage />
          </Suspense>
        </Allowed>
      }
    />,
  ];
}
