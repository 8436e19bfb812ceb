import { type StaffPermission } from '@maplepack/access';
import { type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { CouponListPage } from './coupon-list-page';
import { CouponPage } from './coupon-page';
import { ProductListPage } from './product-list-page';
import { ProductPage } from './product-page';

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
          <ProductListPage />
        </Allowed>
      }
    />,
    <Route
      key="product"
      path="/products/:id"
      element={
        <Allowed permission="catalogue.write">
          <ProductPage />
        </Allowed>
      }
    />,
    <Route
      key="coupons"
      path="/coupons"
      element={
        <Allowed permission="coupons.write">
          <CouponListPage />
        </Allowed>
      }
    />,
    <Route
      key="coupon"
      path="/coupons/:id"
      element={
        <Allowed permission="coupons.write">
          <CouponPage />
        </Allowed>
      }
    />,
  ];
}
