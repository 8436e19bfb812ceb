import { eq, sql } from 'drizzle-orm';
import { FakeMailer } from '../src/adapters/mail/fake';
import { buildApp } from '../src/app';
import { orders } from '../src/db/schema/orders';
import { subscriptions } from '../src/db/schema/subscriptions';
import { buildTestApp, TEST_DATA_KEY, TEST_NOW, type TestApp } from './support/build-test-app';

let t: TestApp;

jest.setTimeout(180_000);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the API process runs the renewal passes on the job queue (pg-boss)', () => {
  it('charges the demo plan that came due without anyone running a pass, and stops cleanly', async () => {
    // The seeded demo plan (id 1), made due on the test clock's day.
    const [demo] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, 1));
    expect(demo?.status).toBe('active');
    await t.database.db
      .update(subscriptions)
      .set({ nextPaymentDate: '2026-11-21', anchorDay: 21 })
      .where(eq(subscriptions.id, 1));

    const mailer = new FakeMailer();
    const worker = await buildApp({
      database: t.database,
      dataKey: TEST_DATA_KEY,
      now: () => TEST_NOW,
      cacheTtlMs: 0,
      mailer,
      renewals: { workers: true, queue: { pollingIntervalSeconds: 0.5 } },
    });
    try {
      await worker.ready();
      let renewal: (typeof orders.$inferSelect)[] = [];
      for (let waited = 0; waited < 60_000 && renewal.length === 0; waited += 500) {
        await sleep(500);
        renewal = await t.database.db.select().from(orders).where(eq(orders.subscriptionId, 1));
        renewal = renewal.filter((order) => order.status === 'processing');
      }
      expect(renewal).toHaveLength(1);
      expect(renewal[0]?.renewalPeriod).toBe('2026-11');
      // The receipt went out through the outbox.
      for (let waited = 0; waited < 30_000 && mailer.sent.length === 0; waited += 500) await sleep(500);
      expect(mailer.sent[0]?.subject).toContain(`(order ${renewal[0]?.id})`);
      // pg-boss keeps its own schema in the shop's database.
      const schemas = (await t.database.db.execute(
        sql`select schema_name from information_schema.schemata where schema_name = 'pgboss'`,
      )) as unknown as { rows: unknown[] };
      expect(schemas.rows).toHaveLength(1);
    } finally {
      await worker.close();
    }
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, 1))).toEqual([
      expect.objectContaining({ nextPaymentDate: '2026-12-21', renewal: null }),
    ]);
  });
});
