import { coupons } from '../../src/db/schema/coupons';
import { type TestApp } from './build-test-app';

/** Adds a coupon a test needs beside the demo ones (codes are stored lower-case). */
export async function addCoupon(t: TestApp, values: typeof coupons.$inferInsert): Promise<void> {
  await t.database.db.insert(coupons).values({ ...values, code: values.code.toLowerCase() });
}

/** The coupon's use count as stored. */
export async function usageCount(t: TestApp, code: string): Promise<number> {
  const rows = await t.database.db.select({ code: coupons.code, count: coupons.usageCount }).from(coupons);
  return rows.find((row) => row.code === code)?.count ?? -1;
}

/** Signs in the demo customer (seeded: demo@maplepack.ca / maplepack-demo). */
export async function demoHeaders(t: TestApp): Promise<Record<string, string>> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email: 'demo@maplepack.ca', password: 'maplepack-demo' },
    headers: { 'x-forwarded-for': '198.51.100.250' },
  });
  if (login.statusCode !== 200) throw new Error(`demo sign-in failed: ${login.body}`);
  return { authorization: `Bearer ${(login.json() as { token: string }).token}` };
}
