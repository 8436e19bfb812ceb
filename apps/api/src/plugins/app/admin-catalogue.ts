import fp from 'fastify-plugin';
import { AdminCatalogueService } from '../../services/admin/admin-catalogue-service';
import { AdminCouponService } from '../../services/admin/admin-coupon-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office's catalogue (issue 18, the catalogue role): products and coupons. */
    adminCatalogue: { products: AdminCatalogueService; coupons: AdminCouponService };
  }
}

/**
 * The catalogue role's services. A committed change clears this process's catalogue caches: the
 * memory cache's 'catalogue:' entries (the products list and its ETag body, product pages, what the
 * recommender reads) and the server render's pages. Other instances keep theirs at most the cache
 * TTL (60 s); prices are never read from a cache, so the next price computed is the new one on
 * every instance (docs/decisions.md).
 */
export default fp(
  async (app) => {
    const catalogueChanged = () => {
      app.services.catalogue.catalogueChanged();
      app.pageCache.clear();
    };
    app.decorate('adminCatalogue', {
      products: new AdminCatalogueService(app.database.db, { catalogueChanged }),
      coupons: new AdminCouponService(app.database.db),
    });
  },
  { name: 'admin-catalogue', dependencies: ['context', 'admin'] },
);
