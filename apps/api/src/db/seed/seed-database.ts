import { type Db } from '../client';
import { seedCatalogue } from './seed-catalogue';
import { seedCoupons } from './seed-coupons';
import { seedDemoCustomer } from './seed-demo-customer';
import { seedPages } from './seed-pages';
import { seedShipping } from './seed-shipping';
import { seedTaxes } from './seed-taxes';

/** Rows each part of the seed inserted; all zeros when the database was already seeded. */
export interface SeedReport {
  catalogue: number;
  taxes: number;
  shipping: number;
  coupons: number;
  pages: number;
  demoCustomer: number;
}

/**
 * Seeds the demo shop in one transaction. Idempotent: every insert skips rows that exist (by their
 * natural key), so a second run inserts nothing and never overwrites edits. `now` dates the demo
 * subscription and picks the tax rules in force.
 */
export async function seedDatabase(db: Db, now: Date): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    return {
      catalogue: await seedCatalogue(t),
      taxes: await seedTaxes(t),
      shipping: await seedShipping(t),
      coupons: await seedCoupons(t),
      pages: await seedPages(t),
      demoCustomer: await seedDemoCustomer(t, now),
    };
  });
}

export function seededRowCount(report: SeedReport): number {
  return Object.values(report).reduce((sum, count) => sum + count, 0);
}
