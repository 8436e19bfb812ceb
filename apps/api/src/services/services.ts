import { type MemoryCache } from '../cache/memory-cache';
import { type Db } from '../db/client';
import { CategoryRepository } from '../db/repositories/catalogue-repository';
import { CouponRepository } from '../db/repositories/coupon-repository';
import { CouponUsageRepository } from '../db/repositories/coupon-usage-repository';
import { PageRepository } from '../db/repositories/page-repository';
import { ProductRepository } from '../db/repositories/product-repository';
import { ShippingRepository } from '../db/repositories/shipping-repository';
import { TaxRepository } from '../db/repositories/tax-repository';
import { TrialProgramRepository } from '../db/repositories/trial-program-repository';
import { CatalogueService } from './catalogue/catalogue-service';
import { CouponService } from './catalogue/coupon-service';
import { PageService } from './content/page-service';
import { ShippingService } from './catalogue/shipping-service';
import { TaxService } from './catalogue/tax-service';
import { TrialProgramService } from './catalogue/trial-program-service';

/** Every service the routes call, wired to repositories on one database and one cache. */
export function createServices(db: Db, cache: MemoryCache) {
  return {
    catalogue: new CatalogueService(new ProductRepository(db), new CategoryRepository(db), cache),
    taxes: new TaxService(new TaxRepository(db), cache),
    shipping: new ShippingService(new ShippingRepository(db), cache),
    coupons: new CouponService(new CouponRepository(db), new CouponUsageRepository(db)),
    trialProgram: new TrialProgramService(new TrialProgramRepository(db)),
    pages: new PageService(new PageRepository(db), cache),
  };
}
export type Services = ReturnType<typeof createServices>;
